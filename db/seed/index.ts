import { count, sql } from "drizzle-orm";
import type { Db } from "../client";
import { landmarkBills, lawRecords, newsItems, screenedCountries } from "../schema";
import { stableUuid } from "@/lib/ids";
import { lawIdFor } from "@/lib/ingest/normalize";
import { runIngest, type IngestOptions } from "@/lib/ingest/run";
import { snapshotFromDataset } from "@/lib/ingest/snapshot";
import { curatedDataset, type CuratedDataset } from "./dataset";

export { lawIdFor };
export const newsIdFor = (key: string) => stableUuid(`news:${key}`);

/** Seeds the curated dataset into an empty database (first start). Re-reads of a changed seed go through ingest. */
export async function seedIfEmpty(db: Db, dataset: CuratedDataset = curatedDataset, options: IngestOptions = {}): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(lawRecords);
  if ((row?.n ?? 0) > 0) return false;
  await seedDataset(db, dataset, options);
  return true;
}

/**
 * Jurisdictions and laws go through the ingest path, so their first observation is an insert entry in the history
 * and a Change like any later one; the rest of the dataset (screened countries, landmark bills, news) is written in
 * the same transaction, so a first start that dies half-way leaves an empty database and simply seeds again.
 */
export async function seedDataset(db: Db, dataset: CuratedDataset, options: IngestOptions = {}): Promise<void> {
  const summary = await runIngest(db, snapshotFromDataset(dataset), {
    ...options,
    alsoWrite: (tx) => writeCuratedExtras(tx, dataset),
  });
  if (summary.errors.length) {
    // The shipped dataset is ours: a row it cannot ingest is a bug to fix, not a row to skip silently at start-up.
    const first = summary.errors[0]!;
    console.warn(`seed: ${summary.errors.length} curated rows rejected; first: ${first.entity} ${first.key ?? first.index}: ${first.message}`);
  }
}

async function writeCuratedExtras(tx: Db, dataset: CuratedDataset): Promise<void> {
  if (dataset.screenedCountries.length) await tx.insert(screenedCountries).values(dataset.screenedCountries).onConflictDoNothing();
  if (dataset.bills.length) {
    const lawKeys = new Set(dataset.laws.map((l) => l.key));
    await tx
      .insert(landmarkBills)
      .values(
        dataset.bills.map((b) => ({
          slug: b.slug,
          lawId: b.law_key && lawKeys.has(b.law_key) ? lawIdFor(b.law_key) : null,
          billNumber: b.bill_number,
          title: b.title,
          jurisdictionSlug: b.jurisdiction,
          status: b.status,
          deadline: b.deadline,
          officialUrl: b.official_url,
          verifiedOn: b.verified_on,
          alternateNames: b.alternate_names,
          sourceLinks: b.sources,
        })),
      )
      .onConflictDoNothing();
  }
  if (dataset.news.length) {
    await tx
      .insert(newsItems)
      .values(
        dataset.news.map((n) => ({
          id: newsIdFor(n.key),
          key: n.key,
          scope: n.scope,
          jurisdictionSlug: n.jurisdiction,
          title: n.title,
          publishedDate: n.published_date,
          source: n.source,
          url: n.url,
          excerpt: n.excerpt,
          // A curated item was "fetched" only when a curator last re-checked it (verified_on), not when it was seeded.
          fetchedAt: n.verified_on ? new Date(`${n.verified_on}T00:00:00Z`) : null,
        })),
      )
      .onConflictDoNothing();
  }
}
