import type { Db } from "@/db/client";
import { anonymousCaller } from "@/lib/auth/caller";
import { TIERS, lowestTierWhere } from "@/lib/auth/tiers";
import { lawHistory } from "@/lib/history/law-history";
import { changeSummary, formatObservedAt } from "../changes/change-list";

/**
 * The record's public timeline: when it was first observed and which fields changed when. The values before and
 * after are GET /v1/laws/{id}/history, from the tier the tiers table opens it at.
 */
export async function LawHistorySection({ db, lawId, siteUrl }: { db: Db; lawId: string; siteUrl: string }) {
  const { data } = await lawHistory(db, lawId, anonymousCaller("site").tier, siteUrl);
  const opensAt = lowestTierWhere((t) => t.historyWindowDays !== null);
  return (
    <>
      <h2 id="history">History</h2>
      {data.timeline.length === 0 ? (
        <p>No change to this record has been observed yet; that does not mean the law itself did not change.</p>
      ) : (
        <ol className="timeline" data-testid="timeline">
          {[...data.timeline].reverse().map((entry) => (
            <li key={entry.observed_at}>
              <time dateTime={entry.observed_at}>{formatObservedAt(entry.observed_at)}</time> — {changeSummary(entry.change_kind, entry.changed_fields)}
            </li>
          ))}
        </ol>
      )}
      <p className="muted">
        Values before and after each change: <a href="/docs/operations/getLawHistory"><code>GET /v1/laws/{lawId}/history</code></a>
        {opensAt ? <>, from the {TIERS[opensAt].label} tier</> : null}.
      </p>
    </>
  );
}
