import { z } from "zod";
import { disclosuresFromFullTextSearch, EdgarShapeError } from "@/lib/disclosures/edgar";
import { cursorSince, type Connector, type DraftItem, type Fetched } from "../connector";
import { SourceFault } from "../faults";

/**
 * SEC EDGAR full-text search (efts.sec.gov/LATEST/search-index), read with the existing parser of
 * lib/disclosures/edgar.ts: filings whose text mentions "artificial intelligence", filed since the last run. Each
 * filing is a DRAFT disclosure (disclosures are a curated corpus): a reviewer reads the filing and adds the wording
 * to db/seed/disclosures/risk-factors.yaml. The upstream's own cursor is the filing date (startdt); pages of 100
 * hits are walked with `from`, as EDGAR's search UI does, up to its 10,000-hit depth.
 */

export const EDGAR_QUERY = '"artificial intelligence"';
export const EDGAR_FORMS = "10-K,10-Q,20-F";
const PAGE = 100;
const MAX_DEPTH = 10_000;
/** A first run with no stored cursor looks back this far. */
const FIRST_RUN_DAYS = 30;

export type EdgarCursor = { since: string };
export type EdgarCheckpoint = { since: string; until: string; from: number; newest: string | null };

const pageSchema = z.object({
  hits: z.object({
    total: z.object({ value: z.number().int().nonnegative() }).optional(),
    hits: z.array(z.unknown()),
  }),
});

const day = (d: Date) => d.toISOString().slice(0, 10);

export const edgarFullTextSearchConnector: Connector<DraftItem, EdgarCheckpoint> = {
  format: "edgar-full-text-search",
  docs: "https://www.sec.gov/search-filings/edgar-search-assistance/accessing-edgar-data",
  defaultBaseUrl: "https://efts.sec.gov",
  env: [{ name: "SEC_EDGAR_CONTACT", required: true, purpose: "the contact (name and e-mail) SEC asks automated EDGAR readers to declare in their User-Agent" }],
  async *sync(ctx) {
    const resume = ctx.checkpoint;
    const since = resume?.since ?? cursorSince(ctx.cursor) ?? day(new Date(ctx.now.getTime() - FIRST_RUN_DAYS * 86_400_000));
    const until = resume?.until ?? day(ctx.now);
    let newest = resume?.newest ?? null;
    for (let from = resume?.from ?? 0; from < MAX_DEPTH; ) {
      const url = ctx.url("/LATEST/search-index", { q: EDGAR_QUERY, forms: EDGAR_FORMS, dateRange: "custom", startdt: since, enddt: until, from: from || undefined });
      const res: Fetched<z.infer<typeof pageSchema>> = await ctx.getJson({ url }, pageSchema);
      const hits = res.body?.hits.hits ?? [];
      let rows;
      try {
        rows = disclosuresFromFullTextSearch(res.body);
      } catch (err) {
        if (err instanceof EdgarShapeError) throw new SourceFault("schema_changed", `GET ${res.url}: ${err.message}`);
        throw err;
      }
      const items: DraftItem[] = rows.map((r) => {
        if (!newest || r.filingDate > newest) newest = r.filingDate;
        return {
          target: "disclosure",
          targetKey: null,
          itemKey: r.key,
          summary: `${r.company} ${r.form} filed ${r.filingDate} matches ${EDGAR_QUERY}`,
          proposed: {
            key: r.key, company: r.company, cik: r.cik, form: r.form, filing_date: r.filingDate, fiscal_period: r.fiscalPeriod ?? null,
            accession_number: r.accessionNumber ?? null, filing_url: r.filingUrl, filing_url_kind: r.filingUrlKind,
          },
          evidence: { query: EDGAR_QUERY, forms: EDGAR_FORMS, form: r.form, file_date: r.filingDate, accession_number: r.accessionNumber ?? null },
          upstreamUrl: r.filingUrl,
        };
      });
      const total = res.body?.hits.total?.value ?? hits.length;
      const next = from + hits.length;
      const more = hits.length > 0 && next < Math.min(total, MAX_DEPTH);
      yield { items, seen: hits.length, checkpoint: { since, until, from: more ? next : MAX_DEPTH, newest } };
      if (!more) break;
      from = next;
    }
    return { since: newest && newest > since ? newest : since };
  },
};
