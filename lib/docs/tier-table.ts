import { TIER_NAMES, TIERS, type TierLimits, type TierName, type Window } from "@/lib/auth/tiers";

/** The tiers-and-limits table of /docs and /pricing, generated from the one tiers table the API enforces. */

const number = (n: number) => n.toLocaleString("en-US");
const orUnlimited = (n: number | null, unlimited = "unlimited") => (n === null ? unlimited : number(n));
const days = (w: Window) => (w === null ? "—" : w === "full" ? "full" : `${w} days`);

export interface TierRow {
  label: string;
  cells: Record<TierName, string>;
}

const ROWS: { label: string; cell: (t: TierLimits) => string }[] = [
  { label: "Requests per minute", cell: (t) => number(t.perMinute) },
  { label: "Requests per day (UTC)", cell: (t) => number(t.perDay) },
  { label: "Requests per month", cell: (t) => (t.rank === 0 ? "—" : orUnlimited(t.perMonth)) },
  { label: "Rows per page", cell: (t) => number(t.listMax) },
  { label: "Deepest offset", cell: (t) => orUnlimited(t.maxOffset) },
  { label: "Record fields", cell: (t) => (t.fullFields ? "full" : "trimmed") },
  { label: "Change feed lookback", cell: (t) => days(t.changesWindowDays) },
  { label: "Record history lookback", cell: (t) => days(t.historyWindowDays) },
  { label: "News recency", cell: (t) => (t.newsRecencyDays === null ? "full archive" : `${t.newsRecencyDays} days`) },
  { label: "News excerpts", cell: (t) => (t.newsFullFields ? "yes" : "—") },
  { label: "Webhooks per key", cell: (t) => orUnlimited(t.webhooks) },
  { label: "Reports per month", cell: (t) => (t.reportsPerMonth === 0 ? "preview" : orUnlimited(t.reportsPerMonth)) },
  { label: "US-law records per day", cell: (t) => orUnlimited(t.usLawRecordsPerDay, "unmetered") },
  { label: "US-law records per 30 days", cell: (t) => orUnlimited(t.usLawRecordsPer30Days, "unmetered") },
  { label: "US-law scarce instrument types", cell: (t) => (t.usLawScarceSample === null ? "all" : `${t.usLawScarceSample}-record sample`) },
  { label: "US-law record history", cell: (t) => (t.usLawHistorySample === null ? "full" : `latest ${t.usLawHistorySample}`) },
  { label: "US-law compare", cell: (t) => (t.usLawCompareSample === null ? "every jurisdiction" : `${t.usLawCompareSample}-jurisdiction sample`) },
  { label: "US-law bulk export", cell: (t) => (t.bulkExport ? "with licence" : "—") },
  { label: "Enforcement matter chains", cell: (t) => (t.enforcementChainSample === null ? "full" : `${t.enforcementChainSample}-row sample`) },
];

export function tierRows(): TierRow[] {
  return ROWS.map(({ label, cell }) => ({
    label,
    cells: Object.fromEntries(TIER_NAMES.map((name) => [name, cell(TIERS[name])])) as Record<TierName, string>,
  }));
}

export function tierColumns(): { name: TierName; label: string }[] {
  return TIER_NAMES.map((name) => ({ name, label: TIERS[name].label }));
}

/** "$29 / month", "Free", or "Contact us" (enterprise), from the table's priceUsd. */
export function priceLabel(tier: TierName): string {
  const price = TIERS[tier].priceUsd;
  if (!TIERS[tier].keyed) return "No key";
  if (price === null) return "Contract";
  return price === 0 ? "Free" : `$${price} / month`;
}
