import type { Metadata } from "next";
import { ChangeList } from "@/components/changes/change-list";
import { getDb } from "@/lib/runtime/database";
import { anonymousCaller } from "@/lib/auth/caller";
import { TIERS, lowestTierWhere } from "@/lib/auth/tiers";
import { offsetParam } from "@/lib/contract/common";
import { config } from "@/lib/config";
import { changesPage } from "@/lib/changes/list-changes";

export const metadata: Metadata = { title: "Recent changes", description: "The latest significant changes to the AI laws LexAtlas tracks." };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The public view of the change feed: significant law-record changes, newest first, as field names and times — the values
 * before and after, filters and the cursor are the API's (GET /v1/changes). Page size and depth are the anonymous
 * tier's, from the tiers table.
 */
export default async function ChangesPage({ searchParams }: Props) {
  const raw = (await searchParams).offset;
  const parsedOffset = offsetParam.safeParse(Array.isArray(raw) ? raw[0] : raw);
  const offset = parsedOffset.success ? parsedOffset.data : 0;
  const caller = anonymousCaller("site");
  const { db } = await getDb();
  const { data, meta } = await changesPage(
    db,
    { entity: "law_record", significant: true, order: "desc", limit: TIERS[caller.tier].listMax, offset },
    caller.tier,
    config().publicBaseUrl,
  );
  const feedTier = lowestTierWhere((t) => t.changesWindowDays !== null);
  return (
    <>
      <h1>Recent changes</h1>
      <p className="lead">Every time a law record we track is first seen or its content changes, it lands here. Metadata-only updates are left out.</p>
      <p className="note">
        Build on it: <a href="/docs/operations/listChanges"><code>GET /v1/changes</code></a> gives every change with the
        values before and after, filters and a polling cursor{feedTier ? <>, from the {TIERS[feedTier].label} tier</> : null} — see{" "}
        <a href="/docs/guides/change-feed">polling the change feed</a>.
      </p>
      <h2 className="results-heading"><span data-testid="change-total">{meta.total}</span> significant change{meta.total === 1 ? "" : "s"}</h2>
      {data.length === 0 ? <p role="status">{meta.offset > 0 ? "No more changes on this page." : "No change has been observed yet."}</p> : <ChangeList changes={data} />}
      <nav className="pager" aria-label="Pages">
        {meta.offset > 0 && <a rel="prev" href={meta.offset - meta.limit > 0 ? `/changes?offset=${meta.offset - meta.limit}` : "/changes"}>← Newer</a>}
        {meta.offset + meta.count < meta.total && meta.count > 0 && <a rel="next" href={`/changes?offset=${meta.offset + meta.limit}`}>Older →</a>}
      </nav>
      {meta.upgrade && <p className="muted">{meta.upgrade}</p>}
    </>
  );
}
