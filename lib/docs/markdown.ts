import { Marked, type Tokens } from "marked";

/**
 * Markdown → HTML for the guides and docs fragments, on the server only (no client JavaScript). Headings get stable
 * ids so sections can be linked; the input is our own repository's text, never a visitor's.
 */

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]+>/g, "")
    .replace(/&[a-z]+;/g, "")
    .replace(/^[\d.\s]+/, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const marked = new Marked({
  gfm: true,
  renderer: {
    heading({ tokens, depth }: Tokens.Heading) {
      const inner = this.parser.parseInline(tokens);
      // Guides render under the page's h1, so Markdown's ## is the page's h2.
      return `<h${depth} id="${slugify(inner)}">${inner}</h${depth}>\n`;
    },
    table(token: Tokens.Table) {
      const head = token.header.map((c) => `<th scope="col">${this.parser.parseInline(c.tokens)}</th>`).join("");
      const rows = token.rows
        .map((r) => `<tr>${r.map((c) => `<td>${this.parser.parseInline(c.tokens)}</td>`).join("")}</tr>`)
        .join("\n");
      return `<div class="table-wrap"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>\n`;
    },
  },
});

/** Scrollable code blocks must be reachable by keyboard (WCAG 2.1.1), hence the tabindex. */
export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false }).replace(/<pre>/g, '<pre tabindex="0">');
}

/** One paragraph's worth of Markdown (code spans, emphasis, links) without a wrapping <p>: table cells, leads. */
export function renderInlineMarkdown(markdown: string): string {
  return marked.parseInline(markdown, { async: false });
}

/** Plain text of a Markdown document, for the search index. */
export function markdownText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, (block) => block.replace(/```\w*/g, " "))
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
    .replace(/[`*#>|_-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
