/**
 * Text helpers for the PDF. The report uses the PDF standard fonts (Helvetica), which need no font files on the
 * server but can only draw the Windows-1252 repertoire: anything else is transliterated (diacritics dropped) or
 * replaced with "?", so a stray character can never print as garbage. Long URLs get explicit line breaks, because
 * the layout engine would otherwise hyphenate them with a misleading "-".
 */

const CP1252_EXTRA = new Set([..."€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"]);

const printable = (ch: string) => {
  const c = ch.codePointAt(0)!;
  return (c >= 0x20 && c < 0x7f) || (c >= 0xa0 && c <= 0xff) || CP1252_EXTRA.has(ch) || ch === "\n";
};

const REPLACEMENTS: Record<string, string> = { "→": "->", "←": "<-", "≤": "<=", "≥": ">=", "≠": "!=", "\u200b": "", "\u00ad": "" };

export function pdfText(value: string | null | undefined): string {
  if (!value) return "";
  let out = "";
  for (const ch of value) {
    if (printable(ch)) out += ch;
    else if (REPLACEMENTS[ch] !== undefined) out += REPLACEMENTS[ch];
    else {
      const base = ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      out += [...base].every(printable) && base ? base : "?";
    }
  }
  return out;
}

/** Splits a URL into lines of at most `width` characters, preferring breaks after / . - ? & =. */
export function wrapUrl(url: string, width: number): string {
  const lines: string[] = [];
  let rest = pdfText(url);
  while (rest.length > width) {
    const window = rest.slice(0, width);
    const cut = Math.max(...["/", ".", "-", "?", "&", "=", "_"].map((c) => window.lastIndexOf(c)));
    const at = cut > width / 2 ? cut + 1 : width;
    lines.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  lines.push(rest);
  return lines.join("\n");
}
