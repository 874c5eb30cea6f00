import { describe, expect, it } from "vitest";
import { TIERS } from "@/lib/auth/tiers";
import { accessMarkdown, accessRules, perTier, TIER_CAP_KEYWORD } from "@/lib/contract/access-rules";
import { publicOperations } from "@/lib/contract/registry";
import { markdownText, renderInlineMarkdown, renderMarkdown } from "@/lib/docs/markdown";
import { docOperation, docsModel, splitDescription } from "@/lib/docs/operations";
import { parameterRows } from "@/lib/docs/parameter-rows";
import { buildOpenApiDocument } from "@/lib/openapi/document";

/**
 * The pieces an operation's docs page is built from: the description split into a one-sentence lead and Markdown
 * details, the parameter table read from the schemas, and the access rules read from the tiers table.
 */

const SITE = "http://lexatlas.test";
const model = docsModel(SITE);
const op = (id: string) => docOperation(SITE, id)!;
const rowsOf = (id: string) => parameterRows(op(id).parameters, model.components, op(id));

/** Sentence ends inside a lead, ignoring the abbreviations our texts use ("U.S.C.", "e.g.", "E.O."). */
function sentenceBreaks(text: string): number {
  const masked = text.replace(/`[^`]*`/g, "code").replace(/\b(?:e\.g|i\.e|U\.S|E\.O|No|vs)\./g, "abbr");
  return (masked.match(/[.!?]\s+(?=[A-Z(])/g) ?? []).length;
}

/** Tags Markdown may produce in our descriptions; anything else would be raw HTML slipping through. */
const ALLOWED_TAGS = new Set(["p", "code", "ul", "ol", "li", "strong", "em", "a", "h3", "h4", "br", "pre"]);

describe("operation descriptions", () => {
  it("open with a one-sentence summary, then short paragraphs and lists", () => {
    for (const o of publicOperations) {
      const { lead, details } = splitDescription(o.description);
      expect(lead, `${o.id}: lead`).toMatch(/[.)]$/);
      expect(lead.includes("\n"), `${o.id}: the lead is one line`).toBe(false);
      expect(sentenceBreaks(lead), `${o.id}: the lead is one sentence: ${lead}`).toBe(0);
      for (const paragraph of details.split(/\n\s*\n/)) {
        // A list item or a paragraph a reader takes in at once: no wall of text.
        for (const block of paragraph.split(/\n(?=[-\d])/)) {
          expect(block.split(/\s+/).length, `${o.id}: a block of ${block.split(/\s+/).length} words: ${block.slice(0, 80)}…`).toBeLessThanOrEqual(90);
        }
      }
    }
  });

  it("each have a summary of their own: the docs navigation and the OpenAPI tools list operations by it", () => {
    const bySummary = new Map<string, string[]>();
    for (const o of publicOperations) bySummary.set(o.summary, [...(bySummary.get(o.summary) ?? []), o.id]);
    expect([...bySummary].filter(([, ids]) => ids.length > 1)).toEqual([]);
  });

  it("render as Markdown with no raw HTML and name no tracker issue", () => {
    for (const o of publicOperations) {
      const texts = [o.description, o.gating ?? "", ...Object.values({ ...o.query?.shape, ...o.params?.shape }).map((s) => (s as { description?: string }).description ?? "")];
      for (const text of texts) {
        const html = renderMarkdown(text);
        const tags = [...html.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]!);
        expect(tags.filter((t) => !ALLOWED_TAGS.has(t)), `${o.id}: ${html.slice(0, 200)}`).toEqual([]);
        expect(text, o.id).not.toMatch(/\bissues?\s*#?\d+/i);
      }
    }
  });
});

describe("markdown renderer", () => {
  it("renders inline code, lists and links the way the guides do", () => {
    const html = renderMarkdown("Lead.\n\n- `document_number` first;\n- then [the guide](/docs/guides/quick-start).\n\n1. one\n2. two");
    expect(html).toContain("<code>document_number</code>");
    expect(html).toMatch(/<ul>\s*<li><code>document_number<\/code> first;<\/li>/);
    expect(html).toContain('<a href="/docs/guides/quick-start">the guide</a>');
    expect(html).toMatch(/<ol>\s*<li>one<\/li>/);
    expect(html).not.toContain("`");
  });

  it("renders a lead inline, without a paragraph around it", () => {
    expect(renderInlineMarkdown("Search by `q`, **fast**.")).toBe("Search by <code>q</code>, <strong>fast</strong>.");
  });

  it("a docs page's lead and details come from the description: searchUsLaw", () => {
    const search = op("searchUsLaw");
    expect(search.lead).toBe(splitDescription(publicOperations.find((o) => o.id === "searchUsLaw")!.description).lead);
    const details = renderMarkdown(search.details);
    expect(details).toContain("<ol>");
    expect(details).toContain("<code>document_number</code>");
    expect(markdownText(search.details)).not.toContain("`");
  });
});

describe("parameter table", () => {
  it("has one row per declared parameter, in order, typed from the schema", () => {
    for (const o of publicOperations) {
      const declared = [...Object.keys(o.params?.shape ?? {}), ...Object.keys(o.query?.shape ?? {})];
      expect(rowsOf(o.id).map((r) => r.name), o.id).toEqual(declared);
    }
  });

  it("reads type, enum values, default and bounds from the schema", () => {
    const rows = Object.fromEntries(rowsOf("listUsLaw").map((r) => [r.name, r]));
    expect(rows.sort!.values).toEqual(["effective_date", "enacted_date", "repealed_date", "retrieved_at", "last_verified_at", "title", "citation"]);
    expect(rows.sort!.defaultValue).toBe('"citation"');
    expect(rows.order!.values).toEqual(["asc", "desc"]);
    expect(rows.order!.defaultValue).toBeNull();
    expect(rows.limit!.type).toBe("integer");
    expect(rows.limit!.defaultValue).toBe("20");
    expect(rows.limit!.constraints).toEqual(["min 1", "max 100"]);
    expect(rows.citation!.constraints).toContain("max length 200");
    expect(rows.q!.required).toBe(false);
    expect(rowsOf("searchUsLaw").find((r) => r.name === "q")!.required).toBe(true);
    expect(rowsOf("getUsLawRecord")[0]).toMatchObject({ name: "record_uid", in: "path", required: true, type: "string (uuid)" });
  });

  it("gives each tier's page size and depth from the tiers table, for the tiers that may call the operation", () => {
    const rows = Object.fromEntries(rowsOf("listLaws").map((r) => [r.name, r]));
    expect(rows.limit!.perTier!.values).toEqual(perTier((t) => t.listMax.toLocaleString("en-US")));
    expect(rows.limit!.perTier!.values[0]).toEqual({ tiers: "Anonymous", value: String(TIERS.anonymous.listMax) });
    expect(rows.offset!.perTier!.values.at(-1)).toEqual({ tiers: "Enterprise", value: "unbounded" });
    expect(rows.scope!.perTier).toBeNull();
    // /changes opens at Developer: its table starts there, and `since` is capped by the change-feed lookback.
    const changes = Object.fromEntries(rowsOf("listChanges").map((r) => [r.name, r]));
    expect(changes.since!.perTier!.values[0]!.tiers).toBe(TIERS.developer.label);
    expect(changes.since!.perTier!.values.map((v) => v.value)).toContain(`${TIERS.developer.changesWindowDays} days`);
    // The delivery log pages by cursor, not by tier.
    expect(rowsOf("listWebhookDeliveries").find((r) => r.name === "limit")!.perTier).toBeNull();
  });

  it("shows the parameter's own description, without the per-tier sentence the OpenAPI document appends", () => {
    const doc = buildOpenApiDocument(SITE) as { paths: Record<string, Record<string, { parameters: { name: string; description?: string; schema: Record<string, unknown> }[] }>> };
    const since = doc.paths["/changes"]!.get!.parameters.find((p) => p.name === "since")!;
    expect(since.schema[TIER_CAP_KEYWORD]).toBe("changesWindowDays");
    expect(since.description).toMatch(/^Only changes observed strictly after.*Per tier \(lookback\): Developer 30 days/);
    const row = rowsOf("listChanges").find((r) => r.name === "since")!;
    expect(row.description).toMatch(/^Only changes observed strictly after/);
    expect(row.description).not.toContain("Per tier");
  });
});

describe("access rules", () => {
  it("state the record budget of a metered operation per tier, from the tiers table", () => {
    const rules = accessRules(publicOperations.find((o) => o.id === "searchUsLaw")!);
    expect(rules.metering!.budget[0]).toEqual({ tiers: "Anonymous", day: TIERS.anonymous.usLawRecordsPerDay!.toLocaleString("en-US"), rolling30: TIERS.anonymous.usLawRecordsPer30Days!.toLocaleString("en-US") });
    expect(rules.metering!.budget.at(-1)).toEqual({ tiers: "Enterprise", day: "unmetered", rolling30: "unmetered" });
    expect(rules.licence).toContain("`us_law`");
    expect(accessRules(publicOperations.find((o) => o.id === "listLaws")!).metering).toBeNull();
  });

  it("name the minimum tier, the key rule and the rate rule", () => {
    const changes = accessRules(publicOperations.find((o) => o.id === "listChanges")!);
    expect(changes.tier).toContain(`${TIERS.developer.label} and above`);
    expect(changes.key).toMatch(/^Optional/);
    expect(accessRules(publicOperations.find((o) => o.id === "createReport")!).key).toContain("`key_required`");
    expect(accessRules(publicOperations.find((o) => o.id === "downloadUsLawExport")!).rate).toContain(`${TIERS.anonymous.perMinute} a minute`);
  });

  it("travel into the OpenAPI description as Markdown after the operation's own description", () => {
    const doc = buildOpenApiDocument(SITE) as { paths: Record<string, Record<string, { description: string }>> };
    const description = doc.paths["/us-law/search"]!.get!.description;
    const own = publicOperations.find((o) => o.id === "searchUsLaw")!.description;
    expect(description.startsWith(own)).toBe(true);
    expect(description).toContain("**Access**");
    expect(description).toContain(accessMarkdown(publicOperations.find((o) => o.id === "searchUsLaw")!));
    expect(description).toMatch(/Budget: Anonymous 200 a day and 2,000 per 30 days/);
  });
});
