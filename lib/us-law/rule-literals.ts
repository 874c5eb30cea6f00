/**
 * A prefilter for the classifier's ordered regular expressions (lib/us-law/classify.ts): for each rule, literal
 * strings at least one of which every text the rule matches contains; and an index from three-letter substrings
 * (trigrams) to the rules whose literals hold them. A text then tests only the rules one of whose literals could be in
 * it — the rules the index names, and every rule without a known literal — in the rules' own order, with the rules'
 * own expressions. The result is the one the full loop gives: a rule the index leaves out cannot match.
 *
 * Why: a presidential document's title runs through ~70 expressions of ~300 before one places it (12–19 µs a title),
 * which was most of the Federal Register connector's derivation time (docs/sources.md, "Measured").
 */

/** Literals shorter than a trigram cannot be indexed: a rule whose only sure literal is "ai" is tested on every text. */
const MIN_LITERAL = 3;

class Unsupported extends Error {}

type Atom = { kind: "char"; ch: string } | { kind: "zero" } | { kind: "any" } | { kind: "group"; literals: string[] | null };

/**
 * Literals (lower case, ASCII, ≥ 3 characters) one of which is a substring of every text `source` matches with the
 * `i` flag, or null when none can be named (a construct outside the subset read here, a literal too short, a
 * non-ASCII letter). Reads: literal characters and escaped punctuation, `\b \B ^ $` (zero-width), `\d \w \s . [...]`
 * (one unknown character), groups `( )`, `(?: )`, `(?<name> )`, lookarounds (unknown), alternation and the quantifiers
 * `? * + {n} {n,} {n,m}` (lazy or not). Null is always safe: the rule is then tested on every text.
 */
export function necessaryLiterals(source: string): string[] | null {
  let pos = 0;
  const peek = () => source[pos];

  function alternation(): string[] | null {
    const branches = [sequence()];
    while (peek() === "|") {
      pos++;
      branches.push(sequence());
    }
    if (branches.some((b) => b === null)) return null;
    return [...new Set(branches.flat() as string[])];
  }

  function sequence(): string[] | null {
    // Each option is a set of literals one of which any match of this sequence contains; the best one is kept.
    const options: string[][] = [];
    let run = "";
    const flush = () => {
      if (run.length >= MIN_LITERAL) options.push([run]);
      run = "";
    };
    while (pos < source.length && peek() !== "|" && peek() !== ")") {
      const atom = parseAtom();
      const min = quantifierMin();
      if (atom.kind === "zero") {
        if (min !== null) throw new Unsupported("quantified assertion");
        continue; // zero-width: the characters on either side are adjacent in the text
      }
      if (min === 0) {
        flush(); // optional: contributes nothing, and what follows need not follow what came before
        continue;
      }
      if (atom.kind === "char") {
        run += atom.ch;
        if (min !== null) flush(); // repeated: the run ends with its first occurrence
        continue;
      }
      flush();
      if (atom.kind === "group" && atom.literals) options.push(atom.literals);
    }
    flush();
    if (options.length === 0) return null;
    // The most selective option: the one whose shortest literal is longest.
    const shortest = (o: string[]) => Math.min(...o.map((l) => l.length));
    return options.reduce((best, o) => (shortest(o) > shortest(best) ? o : best));
  }

  function parseAtom(): Atom {
    const c = source[pos++]!;
    if (c === "(") {
      let lookaround = false;
      if (peek() === "?") {
        const head = source.slice(pos, pos + 3);
        if (head.startsWith("?:")) pos += 2;
        else if (head.startsWith("?=") || head.startsWith("?!")) (pos += 2), (lookaround = true);
        else if (head.startsWith("?<=") || head.startsWith("?<!")) (pos += 3), (lookaround = true);
        else if (head.startsWith("?<")) pos = source.indexOf(">", pos) + 1 || source.length;
        else throw new Unsupported(`group (${head}`);
      }
      const literals = alternation();
      if (source[pos++] !== ")") throw new Unsupported("unclosed group");
      return lookaround ? { kind: "any" } : { kind: "group", literals };
    }
    if (c === "[") {
      if (peek() === "]") pos++;
      while (pos < source.length && peek() !== "]") pos += peek() === "\\" ? 2 : 1;
      if (source[pos++] !== "]") throw new Unsupported("unclosed class");
      return { kind: "any" };
    }
    if (c === ".") return { kind: "any" };
    if (c === "^" || c === "$") return { kind: "zero" };
    if (c === "\\") {
      const e = source[pos++];
      if (e === undefined) throw new Unsupported("trailing backslash");
      if (e === "b" || e === "B") return { kind: "zero" };
      if ("dDwWsS".includes(e) || /[0-9]/.test(e)) return { kind: "any" };
      if (/[A-Za-z]/.test(e)) throw new Unsupported(`escape \\${e}`);
      return char(e);
    }
    if ("*+?{}".includes(c)) throw new Unsupported(`quantifier ${c} without an atom`);
    return char(c);
  }

  function char(c: string): Atom {
    // Only ASCII folds the same under the `i` flag and toLowerCase(); anything else is an unknown character.
    return c.charCodeAt(0) < 128 ? { kind: "char", ch: c.toLowerCase() } : { kind: "any" };
  }

  /** The minimum count of the quantifier at pos (consumed), or null when there is none. */
  function quantifierMin(): number | null {
    const c = peek();
    let min: number | null = null;
    if (c === "?" || c === "*") min = 0;
    else if (c === "+") min = 1;
    else if (c === "{") {
      const m = /^\{(\d+)(,\d*)?\}/.exec(source.slice(pos));
      if (!m) throw new Unsupported("literal {");
      pos += m[0].length - 1;
      min = Number(m[1]);
    }
    if (min === null) return null;
    pos++;
    if (peek() === "?") pos++; // lazy: the same strings match
    return min;
  }

  try {
    const literals = alternation();
    if (pos !== source.length) throw new Unsupported(`unbalanced ) at ${pos}`);
    return literals;
  } catch (err) {
    if (err instanceof Unsupported) return null;
    throw err;
  }
}

/** A trigram of lower-case ASCII as one number (three 7-bit codes). */
const trigramAt = (text: string, i: number) => (text.charCodeAt(i) << 14) | (text.charCodeAt(i + 1) << 7) | text.charCodeAt(i + 2);

/**
 * The literal's trigram the index files it under: the one rarest among all the rules' literals (common English
 * trigrams — "ion", "ent", "nat" — are common in those too), so a text names few rules it cannot match.
 */
function keyTrigram(literal: string, frequency: Map<number, number>): number {
  return trigramsOf(literal).reduce((best, t) => ((frequency.get(t) ?? 0) < (frequency.get(best) ?? 0) ? t : best));
}

function trigramsOf(literal: string): number[] {
  return Array.from({ length: literal.length - MIN_LITERAL + 1 }, (_, i) => trigramAt(literal, i));
}

/**
 * The index over rules numbered 0…n-1 (every list of the classifier, in one numbering). candidatesOf(text) marks the
 * rules that could match `text` — the text as the rules see it (folded); it is lower-cased here.
 */
export class RuleLiteralIndex {
  private readonly byTrigram = new Map<number, number[]>();
  private readonly always: Uint8Array;
  /** Per rule: its literals (null: tested on every text). */
  readonly literals: (string[] | null)[];

  constructor(sources: string[]) {
    this.literals = sources.map(necessaryLiterals);
    this.always = new Uint8Array(sources.length);
    const frequency = new Map<number, number>();
    for (const t of this.literals.flatMap((lits) => (lits ?? []).flatMap(trigramsOf))) frequency.set(t, (frequency.get(t) ?? 0) + 1);
    this.literals.forEach((lits, n) => {
      if (!lits) {
        this.always[n] = 1;
        return;
      }
      for (const key of new Set(lits.map((l) => keyTrigram(l, frequency)))) {
        const list = this.byTrigram.get(key);
        if (list) list.push(n);
        else this.byTrigram.set(key, [n]);
      }
    });
  }

  /** 1 for each rule that could match `text`, 0 for each that cannot. */
  candidatesOf(text: string): Uint8Array {
    const marks = this.always.slice();
    const lower = text.toLowerCase();
    for (let i = 0; i + MIN_LITERAL <= lower.length; i++) {
      // A trigram with a character outside ASCII is no literal's (literals are ASCII).
      if (lower.charCodeAt(i) > 127 || lower.charCodeAt(i + 1) > 127 || lower.charCodeAt(i + 2) > 127) continue;
      const rules = this.byTrigram.get(trigramAt(lower, i));
      if (rules) for (const n of rules) marks[n] = 1;
    }
    return marks;
  }
}
