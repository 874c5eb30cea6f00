import { describe, expect, it } from "vitest";
import { TIER_NAMES, TIERS } from "@/lib/auth/tiers";
import { priceLabel, tierColumns, tierRows } from "@/lib/docs/tier-table";

describe("tiers table for /docs and /pricing", () => {
  const rows = Object.fromEntries(tierRows().map((r) => [r.label, r.cells]));

  it("has a column per tier, in order", () => {
    expect(tierColumns().map((c) => c.label)).toEqual(TIER_NAMES.map((t) => TIERS[t].label));
  });

  it("shows the numbers the API enforces", () => {
    for (const t of TIER_NAMES) {
      expect(rows["Requests per minute"]![t]).toBe(TIERS[t].perMinute.toLocaleString("en-US"));
      expect(rows["Requests per day (UTC)"]![t]).toBe(TIERS[t].perDay.toLocaleString("en-US"));
      expect(rows["Rows per page"]![t]).toBe(String(TIERS[t].listMax));
      expect(rows["Record fields"]![t]).toBe(TIERS[t].fullFields ? "full" : "trimmed");
    }
    expect(rows["Change feed lookback"]!.anonymous).toBe("—");
    expect(rows["Change feed lookback"]!.developer).toBe(`${TIERS.developer.changesWindowDays} days`);
    expect(rows["Webhooks per key"]!.enterprise).toBe("unlimited");
  });

  it("prices come from the table", () => {
    expect(priceLabel("free")).toBe("Free");
    expect(priceLabel("pro")).toBe(`$${TIERS.pro.priceUsd} / month`);
    expect(priceLabel("enterprise")).toBe("Contract");
  });
});
