import { count, sql } from "drizzle-orm";
import type { Db } from "../client";
import { jurisdictions, landmarkBills, lawRecords, newsItems, screenedCountries } from "../schema";
import { stableUuid } from "@/lib/ids";
import { curatedDataset, type CuratedDataset } from "./dataset";

export const lawIdFor = (key: string) => stableUuid(`law:${key}`);
export const newsIdFor = (key: string) => stableUuid(`news:${key}`);

/** Seeds the curated dataset into an empty database (first start). Re-reads of a changed seed go through ingest. */
export async function seedIfEmpty(db: Db, dataset: CuratedDataset = curatedDataset): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(lawRecords);
  if ((row?.n ?? 0) > 0) return false;
  await seedDataset(db, dataset);
  return true;
}

export async function seedDataset(db: Db, dataset: CuratedDataset): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(jurisdictions).values(dataset.jurisdictions).onConflictDoNothing();
    if (dataset.screenedCountries.length) await tx.insert(screenedCountries).values(dataset.screenedCountries).onConflictDoNothing();
    const lawIds = new Map<string, string>();
    const rows = dataset.laws.map((law) => {
      const id = lawIdFor(law.key);
      lawIds.set(law.key, id);
      return {
        id,
        key: law.key,
        scope: law.scope,
        jurisdictionSlug: law.jurisdiction,
        identifier: law.identifier,
        title: law.title,
        recordType: law.record_type,
        status: law.status,
        inForce: law.in_force,
        recordDate: law.record_date ? new Date(`${law.record_date}T00:00:00Z`) : null,
        summary: law.summary,
        source: law.source,
        officialUrl: law.official_url,
        alternateNames: law.alternate_names ?? [],
        sourceLinks: law.sources ?? [],
        effectiveText: law.effective_text ?? null,
      };
    });
    for (let i = 0; i < rows.length; i += 200) await tx.insert(lawRecords).values(rows.slice(i, i + 200)).onConflictDoNothing();
    if (dataset.bills.length) {
      await tx
        .insert(landmarkBills)
        .values(
          dataset.bills.map((b) => ({
            slug: b.slug,
            lawId: b.law_key ? (lawIds.get(b.law_key) ?? null) : null,
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
            fetchedAt: sql`now()`,
          })),
        )
        .onConflictDoNothing();
    }
  });
}
