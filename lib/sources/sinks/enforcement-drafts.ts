import { createHash } from "node:crypto";
import type { Db } from "@/db/client";
import { enforcementDrafts } from "@/db/schema";
import { aiTermsIn } from "@/lib/enforcement/feed-adapters";
import { stableUuid } from "@/lib/ids";
import type { AgencyFeedItem } from "../connectors/agency-feed";
import type { Sink } from "../sink";

/**
 * The enforcement lane's sink: an item of a monitored source that mentions AI becomes a pending draft (one per
 * upstream item, however often it is read; a rejected one stays rejected). Never published automatically: only a
 * reviewer (npm run review-enforcement) puts a draft in /enforcement. Counts: added = new drafts, unchanged = AI
 * items already drafted; items that do not mention AI are only "seen".
 */

export interface MonitoredSourceRow {
  id: string;
  name: string;
  agencyCode: string | null;
  jurisdictionSlug: string;
  jurisdictionLevel: string;
  changeType: string;
}

/** The SPEC 2 scope of an item from its source's jurisdiction (the lane's SQL applies the same rule to matters). */
export function scopeOf(level: string, slug: string): "state" | "federal" | "eu" | "global" {
  if (level === "federal") return "federal";
  if (level === "state" || level === "multistate" || level === "territory" || level === "local") return "state";
  return slug === "eu" ? "eu" : "global";
}

export function enforcementDraftsSink(source: MonitoredSourceRow): Sink<AgencyFeedItem> {
  return {
    kind: "drafts",
    async apply(db, items, ctx, commitWith) {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        let added = 0;
        let unchanged = 0;
        for (const entry of items) {
          const terms = aiTermsIn(entry.title, entry.summary);
          if (terms.length === 0) continue;
          const identity = entry.guid ?? entry.link;
          if (!identity || !entry.title) continue;
          const itemKey = createHash("sha256").update(`${source.id}\n${identity}`, "utf8").digest("hex");
          const inserted = await tx
            .insert(enforcementDrafts)
            .values({
              id: stableUuid(`enforcement-draft:${itemKey}`),
              sourceId: source.id,
              itemKey,
              status: "pending",
              changeType: source.changeType,
              title: entry.title,
              agency: source.agencyCode ?? source.name,
              scope: scopeOf(source.jurisdictionLevel, source.jurisdictionSlug),
              jurisdictionSlug: source.jurisdictionSlug,
              sourceUrl: entry.link,
              itemDate: entry.date,
              summary: entry.summary,
              matchedTerms: terms,
              createdAt: ctx.at,
            })
            .onConflictDoNothing({ target: enforcementDrafts.itemKey })
            .returning({ id: enforcementDrafts.id });
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
