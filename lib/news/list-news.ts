import { and, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jurisdictions, newsItems } from "@/db/schema";
import type { Entitlement } from "@/lib/auth/tiers";
import { TIERS } from "@/lib/auth/tiers";
import { attributionFor } from "@/lib/vocabulary";
import { isoMicros } from "@/lib/db-time";
import { pageWindow, upgradeHint } from "@/lib/http/paging";
import { likePattern } from "@/lib/laws/list-laws";

export interface ListNewsInput {
  scope?: string;
  jurisdiction?: string;
  q?: string;
  from?: string;
  since?: string;
  to?: string;
  limit: number;
  offset: number;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Newest first, ties by id; the tier's recency window is a floor on published_date (undated items need the full archive). */
export async function listNews(db: Db, input: ListNewsInput, ent: Entitlement, siteUrl: string, now = new Date()) {
  const limits = TIERS[ent.tier];
  const recencyDays = limits.newsRecencyDays;
  const floor = recencyDays === null ? null : isoDay(new Date(now.getTime() - recencyDays * 86_400_000));
  const requestedFrom = input.from ?? input.since;
  const clamped = floor !== null && (requestedFrom === undefined || requestedFrom < floor);
  const effectiveFrom = floor !== null && (!requestedFrom || requestedFrom < floor) ? floor : requestedFrom;

  const conditions: SQL[] = [];
  if (input.scope) conditions.push(eq(newsItems.scope, input.scope));
  if (input.jurisdiction) conditions.push(eq(newsItems.jurisdictionSlug, input.jurisdiction.toLowerCase()));
  // q searches only what the caller may read: a tier that is not shown excerpts must not be able to probe their text.
  if (input.q) {
    const pattern = likePattern(input.q);
    conditions.push(limits.newsFullFields ? or(ilike(newsItems.title, pattern), ilike(newsItems.excerpt, pattern))! : ilike(newsItems.title, pattern));
  }
  if (effectiveFrom) conditions.push(gte(newsItems.publishedDate, effectiveFrom));
  if (input.to) conditions.push(lte(newsItems.publishedDate, input.to));
  const where = conditions.length ? and(...conditions) : undefined;

  const window = pageWindow(ent.tier, input);
  const [totalRow] = await db.select({ n: count() }).from(newsItems).where(where);
  const rows = window.beyondDepth
    ? []
    : await db
        .select({
          id: newsItems.id,
          scope: newsItems.scope,
          slug: newsItems.jurisdictionSlug,
          name: jurisdictions.name,
          title: newsItems.title,
          publishedDate: newsItems.publishedDate,
          source: newsItems.source,
          url: newsItems.url,
          excerpt: newsItems.excerpt,
          fetchedAt: isoMicros(newsItems.fetchedAt),
        })
        .from(newsItems)
        .innerJoin(jurisdictions, eq(jurisdictions.slug, newsItems.jurisdictionSlug))
        .where(where)
        .orderBy(sql`${newsItems.publishedDate} IS NULL`, desc(newsItems.publishedDate), desc(newsItems.id))
        .limit(window.limit)
        .offset(window.offset);

  const full = limits.newsFullFields;
  const gated = [...(full ? [] : ["excerpt"]), ...(clamped ? ["recency"] : []), ...window.gated];
  const attribution = attributionFor(siteUrl);
  return {
    data: rows.map((r) => ({
      id: r.id,
      scope: r.scope as "state" | "federal" | "eu" | "global",
      jurisdiction: { slug: r.slug, name: r.name },
      title: r.title,
      published_date: r.publishedDate,
      source: r.source,
      url: r.url,
      ...(full ? { excerpt: r.excerpt, fetched_at: r.fetchedAt } : { gated: true as const }),
      attribution,
    })),
    meta: {
      total: totalRow?.n ?? 0,
      count: rows.length,
      limit: window.limit,
      offset: window.offset,
      tier: ent.tier,
      window: { tier: ent.tier, recency_days: recencyDays, floor, clamped },
      gated,
      upgrade: upgradeHint(gated, ent.tier, siteUrl),
      ...(rows.length === 0
        ? { notice: floor ? `No headline in your ${recencyDays}-day window (since ${floor}). Older items need a higher tier.` : "No headline matched these filters." }
        : {}),
    },
  };
}
