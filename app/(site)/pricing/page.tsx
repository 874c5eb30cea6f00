import type { Metadata } from "next";
import { TierTable } from "@/components/tier-table";
import { TIER_NAMES, TIERS } from "@/lib/auth/tiers";
import { priceLabel } from "@/lib/docs/tier-table";

export const metadata: Metadata = { title: "Pricing", description: "LexAtlas tiers: what each includes and costs, from the table the API enforces." };

const PITCH: Record<string, string> = {
  anonymous: "Try every read endpoint without signing up.",
  free: "Full record fields and bigger pages, self-serve in seconds.",
  developer: "The change feed, record history, the full news archive and deep paging.",
  pro: "Webhooks, compliance reports and longer history.",
  business: "Full history, more webhooks and US-law bulk export.",
  enterprise: "Custom limits, unlimited webhooks and a contract.",
};

/** Tiers and prices from lib/auth/tiers.ts — the same numbers the API's upgrade hints and gating use. */
export default function PricingPage() {
  const sold = TIER_NAMES.filter((t) => t !== "anonymous");
  return (
    <>
      <h1>Pricing</h1>
      <p className="lead">Start free. Every tier gets every filter and sort; higher tiers see further back, page deeper and get pushed changes.</p>
      <ul className="plans">
        {sold.map((t) => (
          <li key={t} id={t} className="panel plan">
            <h2>{TIERS[t].label}</h2>
            <p className="price">{priceLabel(t)}</p>
            <p>{PITCH[t]}</p>
            <p className="muted">{TIERS[t].perMinute.toLocaleString("en-US")} requests/min · {TIERS[t].perDay.toLocaleString("en-US")}/day</p>
            {t === "free" ? <a className="button" href="/signup">Get a free key</a> : <p className="muted">Paid keys are issued by LexAtlas on purchase.</p>}
          </li>
        ))}
      </ul>
      <h2>Everything, tier by tier</h2>
      <TierTable caption="Limits and features by tier" showPrice />
      <p className="muted">Prices in USD per month. The data is CC BY 4.0 at every tier; attribution required.</p>
    </>
  );
}
