import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { sourceDrafts } from "@/db/schema";
import { stableUuid } from "@/lib/ids";
import type { DraftItem } from "../connector";
import type { Sink } from "../sink";

/**
 * The sink of curated corpora: each DraftItem becomes a pending row of source_drafts, once per upstream fact (a
 * re-read adds nothing; a rejected draft stays rejected). Nothing curated is edited: a person accepts a draft and
 * the accepted change goes through that corpus's normal write path. `alreadyHeld` lets a source count as
 * unchanged what the curated data already says (e.g. a filing a curated disclosure row already carries).
 *
 * `refreshPending`: a draft still pending is brought up to date when the same upstream fact is read again against a
 * curated row that changed meanwhile (its proposal, summary or `evidence.computed_against` differ; counted as
 * changed). So a draft a reviewer could not accept because it was stale is recomputed by the next run, instead of
 * staying stale forever under its item key. Accepted and rejected drafts are never touched.
 */
export function draftsSink(options: { alreadyHeld?: (tx: Db, items: DraftItem[]) => Promise<Set<string>>; refreshPending?: boolean } = {}): Sink<DraftItem> {
  return {
    kind: "drafts",
    async apply(db, items, ctx, commitWith) {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const held = items.length && options.alreadyHeld ? await options.alreadyHeld(tx, items) : new Set<string>();
        let added = 0;
        let changed = 0;
        let unchanged = 0;
        for (const item of items) {
          if (held.has(item.itemKey)) {
            unchanged++;
            continue;
          }
          const inserted = await tx
            .insert(sourceDrafts)
            .values({
              id: stableUuid(`source-draft:${ctx.sourceId}:${item.itemKey}`),
              source: ctx.sourceId,
              target: item.target,
              targetKey: item.targetKey,
              itemKey: item.itemKey,
              status: "pending",
              summary: item.summary,
              proposed: item.proposed,
              evidence: item.evidence,
              upstreamUrl: item.upstreamUrl,
              runId: ctx.runId,
              createdAt: ctx.at,
            })
            .onConflictDoUpdate({
              target: [sourceDrafts.source, sourceDrafts.itemKey],
              set: {
                summary: sql`excluded.summary`,
                proposed: sql`excluded.proposed`,
                evidence: sql`excluded.evidence`,
                upstreamUrl: sql`excluded.upstream_url`,
                runId: sql`excluded.run_id`,
              },
              // Without refreshPending this never matches: the conflict leaves the held draft as it is.
              setWhere: options.refreshPending
                ? sql`${sourceDrafts.status} = 'pending' AND (${sourceDrafts.summary}, ${sourceDrafts.proposed}, ${sourceDrafts.evidence} -> 'computed_against')
                    IS DISTINCT FROM (excluded.summary, excluded.proposed, excluded.evidence -> 'computed_against')`
                : sql`false`,
            })
            .returning({ id: sourceDrafts.id, inserted: sql<boolean>`(xmax = 0)` });
          if (!inserted.length) unchanged++;
          else if (inserted[0]!.inserted) added++;
          else changed++;
        }
        const counts = { added, changed, unchanged };
        await commitWith(tx, counts);
        return counts;
      });
    },
  };
}
