import type { UsLawRecordInput } from "@/lib/us-law/import/types";
import { cursorSince, deriveInSlices, pathAndQuery, type Connector, type Fetched, type SyncContext } from "../connector";
import { SourceFault } from "../faults";
import {
  DOCUMENT_FIELDS,
  documentsPageSchema,
  PRESIDENTIAL_DOCUMENT_TYPES,
  pageDerivation,
  type DocumentsPage,
  type PresidentialDocumentType,
} from "../upstreams/federal-register/documents";

/**
 * Presidential documents published since the last run, from the Federal Register documents API. The upstream's own
 * cursor is the publication date: each run asks, per presidential document type, for documents published on or after
 * the newest publication date the last run saw (that day is read again: re-reading is idempotent, missing a late
 * document of that day is not), oldest first, following next_page_url page by page. Each page is one batch; its
 * checkpoint names the next page, so a killed run resumes at the page it had not committed.
 */

/** Before the first run: the Federal Register's presidential documents in the API start in 1994. */
export const FEDERAL_REGISTER_FLOOR = "1994-01-01";
/**
 * The API serves up to 1,000 documents a page: the recorded retrievals (tests/fixtures/upstream/federal-register/NOTE.md)
 * asked for per_page=1000 and got pages of 1,000, and by following next_page_url read all 4,436 proclamations in five
 * pages. Fewer, larger pages mean fewer requests at the host's pace and fewer batches (each a transaction).
 */
export const FEDERAL_REGISTER_PER_PAGE = 1000;

export type FederalRegisterCursor = { since: string };
/**
 * type: the document type to read next (null: every type read); next: path+query of its next page (null: its first
 * page); newest: the newest publication date seen so far (becomes the cursor).
 */
export type FederalRegisterCheckpoint = { since: string; type: PresidentialDocumentType | null; next: string | null; newest: string | null };

function firstPage(ctx: SyncContext<FederalRegisterCheckpoint>, type: PresidentialDocumentType, since: string): string {
  return ctx.url("/api/v1/documents.json", {
    "conditions[type][]": "PRESDOCU",
    "conditions[presidential_document_type]": type,
    "conditions[publication_date][gte]": since,
    "fields[]": [...DOCUMENT_FIELDS],
    order: "oldest",
    per_page: FEDERAL_REGISTER_PER_PAGE,
  });
}

/** `types`: the presidential document types to read, in order (default: all five). */
export function federalRegisterConnector(
  types: readonly PresidentialDocumentType[] = PRESIDENTIAL_DOCUMENT_TYPES,
): Connector<UsLawRecordInput, FederalRegisterCheckpoint> {
  return {
    format: "federal-register-documents",
    docs: "https://www.federalregister.gov/developers/documentation/api/v1",
    defaultBaseUrl: "https://www.federalregister.gov",
    // Pages of at most 1,000 documents: the next one is fetched (at the host's pace) and derived while this one is
    // written.
    readAhead: true,
    async *sync(ctx) {
      const resume = ctx.checkpoint;
      const since = resume?.since ?? cursorSince(ctx.cursor) ?? FEDERAL_REGISTER_FLOOR;
      let newest = resume?.newest ?? null;
      const from = resume ? (resume.type === null ? types.length : Math.max(0, types.indexOf(resume.type))) : 0;
      for (let t = from; t < types.length; t++) {
        const type = types[t]!;
        let url: string | null = resume && resume.type === type && resume.next ? ctx.rebase(resume.next) : firstPage(ctx, type, since);
        const visited = new Set<string>();
        while (url) {
          if (visited.has(url)) throw new SourceFault("schema_changed", `next_page_url repeats ${url}: the pagination no longer advances`);
          visited.add(url);
          const res: Fetched<DocumentsPage> = await ctx.getJson({ url }, documentsPageSchema);
          const results = res.body?.results ?? [];
          for (const d of results) if (!newest || d.publication_date > newest) newest = d.publication_date;
          const next: string | null = res.body?.next_page_url ? ctx.rebase(res.body.next_page_url) : null;
          ctx.log(`federal-register: ${type} page of ${results.length} document(s)${next ? ", more to come" : ""}`);
          const page = pageDerivation(results, type);
          yield {
            items: await deriveInSlices(page.count, page.recordAt),
            seen: results.length,
            checkpoint: { since, type: next ? type : (types[t + 1] ?? null), next: next ? pathAndQuery(next) : null, newest },
          };
          url = next;
        }
      }
      return { since: newest && newest > since ? newest : since };
    },
  };
}
