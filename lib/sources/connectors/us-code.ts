import type { UsLawRecordInput } from "@/lib/us-law/import/types";
import { pathAndQuery, type Connector, type JsonValue, type SyncContext } from "../connector";
import { SourceFault } from "../faults";
import type { TitleSnapshot } from "../sinks/us-law-titles";
import { createReleaseZipReader, isNewerReleasePoint, parseReleasePointListing, usCodeRecordFromSection } from "../upstreams/us-code";

/**
 * The United States Code from the Office of the Law Revision Counsel's release points (USLM XML). The upstream's
 * cursor is the release point itself: a run reads the download page, and when it announces a release point newer than
 * the one the last run imported, reads every title's zip of that release point as it downloads — inflated entry by
 * entry into the streaming USLM parser (the largest titles are over 100 MB of XML) — each title one batch: its
 * sections as records of the CSV importer's own derivation (same record_uid), the release point as their edition,
 * the sections we hold that the title no longer lists retired by the sink. The checkpoint keeps the release point and
 * its zips, so a killed run resumes at the title it stopped in, of the same release point.
 */

export const US_CODE_DOWNLOAD_PAGE = "/download/download.shtml";

export type UsCodeCursor = { releasePoint: string };
/** releasePoint: the one being imported; zips: its title zips (path on the upstream host), in page order; next: index. */
export type UsCodeCheckpoint = { releasePoint: string; zips: { title: string; path: string }[]; next: number };

export function usCodeCursorReleasePoint(cursor: JsonValue | null): string | null {
  const rp = cursor && typeof cursor === "object" && !Array.isArray(cursor) ? cursor.releasePoint : null;
  return typeof rp === "string" ? rp : null;
}

export function usCodeConnector(): Connector<TitleSnapshot, UsCodeCheckpoint> {
  return {
    format: "olrc-uslm-release-points",
    docs: "https://uscode.house.gov/download/download.shtml",
    defaultBaseUrl: "https://uscode.house.gov",
    async *sync(ctx) {
      const held = usCodeCursorReleasePoint(ctx.cursor);
      let checkpoint = ctx.checkpoint;
      if (!checkpoint) {
        // Conditional: an unchanged page (304) announces nothing new.
        const page = await ctx.getText({ url: ctx.url(US_CODE_DOWNLOAD_PAGE), conditional: true });
        if (page.notModified) return ctx.cursor;
        const listing = parseReleasePointListing(page.body, page.url);
        if (!isNewerReleasePoint(listing, held)) {
          ctx.log(`us-code: release point ${listing.releasePoint.id} is the one held; nothing to read`);
          return { releasePoint: held ?? listing.releasePoint.id };
        }
        if (listing.titleZips.length === 0) throw new SourceFault("schema_changed", `us-code download page: release point ${listing.releasePoint.id} links no title zip`);
        checkpoint = {
          releasePoint: listing.releasePoint.id,
          zips: listing.titleZips.map((z) => ({ title: z.title, path: pathAndQuery(ctx.rebase(z.url)) })),
          next: 0,
        };
        ctx.log(`us-code: release point ${checkpoint.releasePoint} (${listing.label ?? "no label"}) is newer than ${held ?? "none"}: ${checkpoint.zips.length} title zip(s)`);
      }
      const { releasePoint, zips } = checkpoint;
      for (let i = checkpoint.next; i < zips.length; i++) {
        const { items, seen } = await readTitleZip(ctx, zips[i]!, releasePoint);
        ctx.log(`us-code: ${zips[i]!.title}@${releasePoint}: ${seen} section(s)`);
        yield { items, seen, checkpoint: { releasePoint, zips, next: i + 1 } };
      }
      return { releasePoint };
    },
  };
}

/** One title's zip, streamed: a TitleSnapshot per numbered title in it (appendix titles have no records of their own). */
async function readTitleZip(ctx: SyncContext<UsCodeCheckpoint>, zip: { title: string; path: string }, releasePoint: string): Promise<{ items: TitleSnapshot[]; seen: number }> {
  const res = await ctx.getStream({ url: ctx.rebase(zip.path) });
  if (res.notModified) throw new SourceFault("other", `GET ${res.url}: 304 to an unconditional request`);
  const byTitle = new Map<number, { records: UsLawRecordInput[]; uids: Set<string> }>();
  let seen = 0;
  const reader = createReleaseZipReader((section) => {
    seen++;
    const record = usCodeRecordFromSection(section, releasePoint);
    if (!record) return;
    const title = byTitle.get(record.code_title!) ?? { records: [], uids: new Set<string>() };
    byTitle.set(record.code_title!, title);
    if (title.uids.has(record.record_uid)) return; // a section listed twice: the first wins, as in the CSV importer
    title.uids.add(record.record_uid);
    title.records.push(record);
  });
  for await (const chunk of res.body) reader.write(chunk);
  const entries = reader.end();
  for (const entry of entries) {
    if (/^\d{1,2}$/.test(entry.meta.docNumber) && !byTitle.has(Number(entry.meta.docNumber))) {
      // Retiring every section we hold for a title on the word of an empty file would be the worst reading of it.
      throw new SourceFault("schema_changed", `us-code ${zip.title}@${releasePoint}: ${entry.entry} holds no section`);
    }
  }
  return { items: [...byTitle].map(([codeTitle, t]) => ({ codeTitle, edition: releasePoint, records: t.records })), seen };
}
