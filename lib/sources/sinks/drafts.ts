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
 */
export function draftsSink(options: { alreadyHeld?: (tx: Db, items: DraftItem[]) => Promise<Set<string>> } = {}): Sink<DraftItem> {
  return {
    kind: "drafts",
    async apply(db, items, ctx, commitWith) {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const held = items.length && options.alreadyHeld ? await options.alreadyHeld(tx, items) : new Set<string>();
        let added = 0;
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
            .onConflictDoNothing({ target: [sourceDrafts.source, sourceDrafts.itemKey] })
            .returning({ id: sourceDrafts.id });
          if (inserted.length) added++;
          else unchanged++;
        }
        const counts = { added, changed: 0, unchanged };
        await commitWith(tx, counts);
        return counts;
      });
    },
  };
}
