import type { Db } from "@/db/client";
import type { Entitlement } from "@/lib/auth/tiers";
import { fullAnswerTier, TIERS } from "@/lib/auth/tiers";
import { attributionFor, DISCLAIMER } from "@/lib/vocabulary";
import { compareText, complianceData, type ComplianceData, type ObligationSeed } from "./data";
import { headlineDate, parseDeadline, utcToday, type DatePrecision, type ParsedDate } from "./deadline-parser";
import { lawName, loadLawContext, type LawContext } from "./law-context";
import type { DateAmendment } from "@/lib/eu-ai-act/application-dates";

/**
 * GET /deadlines: every deadline text we hold — each duty's deadline and each law's effective-date text — grouped per
 * (jurisdiction, verbatim text), parsed into dates. Texts with no date are only counted, per jurisdiction.
 */

export interface DeadlineEntry {
  scope: string;
  jurisdiction: string;
  jurisdiction_slug: string;
  laws: string[];
  status: string;
  raw_deadline: string;
  date: string;
  date_precision: DatePrecision;
  is_upcoming: boolean;
  dates: ParsedDate[];
  source_url: string;
  source_tier: ObligationSeed["source_tier"];
  /** EU AI Act duties' dates only: the text as adopted and the act that moved it (null: unchanged). */
  raw_deadline_original?: string;
  raw_deadline_amended_by?: DateAmendment | null;
}

interface Contribution {
  scope: string;
  jurisdictionSlug: string;
  law: string;
  status: string | null;
  text: string;
  sourceUrl: string | null;
  sourceTier: ObligationSeed["source_tier"];
  original?: string;
  amendedBy?: DateAmendment | null;
}

export interface DeadlineSet {
  entries: DeadlineEntry[];
  /** Grouped texts with no explicit date: jurisdiction slug and scope of each. */
  undated: { jurisdiction_slug: string; scope: string; text: string }[];
  /** Law effective-date texts we could not tie to any source URL (left out rather than served unsourced). */
  withoutSource: { jurisdiction_slug: string; scope: string }[];
}

const TIER_RANK = { primary: 0, secondary: 1, unverified: 2 } as const;

function contributions(data: ComplianceData, ctx: LawContext): Contribution[] {
  const out: Contribution[] = [];
  const dutySource = new Map<string, ObligationSeed>();
  for (const o of data.obligations) {
    const law = ctx.laws.get(o.law_key);
    if (!law) continue;
    if (!dutySource.has(o.law_key) || TIER_RANK[o.source_tier] < TIER_RANK[dutySource.get(o.law_key)!.source_tier]) dutySource.set(o.law_key, o);
    if (o.deadline) {
      out.push({
        scope: law.scope, jurisdictionSlug: law.jurisdictionSlug, law: lawName(law), status: law.status, text: o.deadline,
        sourceUrl: o.source_url, sourceTier: o.source_tier,
        ...(o.deadline_original === undefined ? {} : { original: o.deadline_original, amendedBy: o.deadline_amended_by ?? null }),
      });
    }
  }
  for (const law of ctx.laws.values()) {
    if (!law.effectiveText) continue;
    const official = law.officialUrl ?? law.primarySourceUrl;
    const duty = dutySource.get(law.key);
    out.push({
      scope: law.scope,
      jurisdictionSlug: law.jurisdictionSlug,
      law: lawName(law),
      status: law.status,
      text: law.effectiveText,
      sourceUrl: official ?? duty?.source_url ?? null,
      sourceTier: official ? "primary" : (duty?.source_tier ?? "unverified"),
    });
  }
  return out;
}

/** Pure: the whole deadline set for a day. Filters are applied by the caller of this function. */
export function buildDeadlines(data: ComplianceData, ctx: LawContext, today: string): DeadlineSet {
  const groups = new Map<string, Contribution[]>();
  const withoutSource: DeadlineSet["withoutSource"] = [];
  for (const c of contributions(data, ctx)) {
    if (!c.sourceUrl) {
      withoutSource.push({ jurisdiction_slug: c.jurisdictionSlug, scope: c.scope });
      continue;
    }
    const key = `${c.jurisdictionSlug}\u0000${c.text}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const entries: DeadlineEntry[] = [];
  const undated: DeadlineSet["undated"] = [];
  for (const items of groups.values()) {
    items.sort((a, b) => TIER_RANK[a.sourceTier] - TIER_RANK[b.sourceTier] || compareText(a.law, b.law));
    const best = items[0]!;
    const dates = parseDeadline(best.text);
    const headline = headlineDate(dates, today);
    if (!headline) {
      undated.push({ jurisdiction_slug: best.jurisdictionSlug, scope: best.scope, text: best.text });
      continue;
    }
    entries.push({
      scope: best.scope,
      jurisdiction: ctx.jurisdictions.get(best.jurisdictionSlug)?.name ?? best.jurisdictionSlug,
      jurisdiction_slug: best.jurisdictionSlug,
      laws: [...new Set(items.map((i) => i.law))].sort(compareText),
      status: best.status ?? "",
      raw_deadline: best.text,
      date: headline.iso,
      date_precision: headline.precision,
      is_upcoming: dates.some((d) => d.sort >= today),
      dates,
      source_url: best.sourceUrl!,
      source_tier: best.sourceTier,
      ...(best.original === undefined ? {} : { raw_deadline_original: best.original, raw_deadline_amended_by: best.amendedBy ?? null }),
    });
  }
  entries.sort(
    (a, b) =>
      compareText(headlineDate(a.dates, today)!.sort, headlineDate(b.dates, today)!.sort) ||
      compareText(a.jurisdiction, b.jurisdiction) ||
      compareText(a.raw_deadline, b.raw_deadline),
  );
  return { entries, undated, withoutSource };
}

export interface DeadlineQuery {
  scope?: string;
  jurisdiction?: string;
  upcoming?: boolean;
  all?: boolean;
}

export function filterDeadlines(set: DeadlineSet, q: DeadlineQuery) {
  const upcomingOnly = q.all === true ? false : (q.upcoming ?? true);
  const keep = (x: { scope: string; jurisdiction_slug: string }) =>
    (!q.scope || x.scope === q.scope) && (!q.jurisdiction || x.jurisdiction_slug === q.jurisdiction);
  return {
    upcomingOnly,
    entries: set.entries.filter((e) => keep(e) && (!upcomingOnly || e.is_upcoming)),
    undatedJurisdictions: new Set(set.undated.filter(keep).map((u) => u.jurisdiction_slug)).size,
    withoutSource: set.withoutSource.filter(keep).length,
  };
}

export function icalUrl(siteUrl: string, q: DeadlineQuery): string {
  const params = new URLSearchParams();
  if (q.scope) params.set("scope", q.scope);
  if (q.jurisdiction) params.set("jurisdiction", q.jurisdiction);
  if (q.all) params.set("all", "true");
  else if (q.upcoming === false) params.set("upcoming", "false");
  params.set("format", "ical");
  return `${siteUrl}/v1/deadlines?${params.toString()}`;
}

export async function listDeadlines(db: Db, q: DeadlineQuery, ent: Entitlement, siteUrl: string, now = new Date()) {
  const today = utcToday(now);
  const set = buildDeadlines(complianceData, await loadLawContext(db), today);
  const f = filterDeadlines(set, q);
  const required = fullAnswerTier("obligations");
  return {
    data: f.entries,
    meta: {
      count: f.entries.length,
      undated: f.undatedJurisdictions,
      without_source: f.withoutSource,
      upcoming_only: f.upcomingOnly,
      as_of: today,
      generated_at: now.toISOString(),
      ical: icalUrl(siteUrl, q),
      upgrade: ent.limits.fullAnswers.obligations
        ? null
        : `The duties behind these deadlines (obligations, penalties, citations) are listed in full from the ${TIERS[required].label} tier: ${siteUrl}/pricing.`,
      attribution: attributionFor(siteUrl),
      disclaimer: DISCLAIMER,
    },
  };
}
