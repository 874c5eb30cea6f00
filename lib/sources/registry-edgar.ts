import { inArray } from "drizzle-orm";
import { disclosures } from "@/db/schema";
import { edgarFullTextSearchConnector } from "./connectors/edgar";
import type { SourceDefinition } from "./definition";
import { draftsSink } from "./sinks/drafts";

/** EDGAR full-text search → draft disclosures (never written to /disclosures without a reviewer). */
export function edgarSource(env: Record<string, string | undefined> = process.env): SourceDefinition {
  return {
    id: "edgar",
    name: "SEC EDGAR full-text search: filings mentioning artificial intelligence",
    group: "disclosures",
    upstreamUrl: "https://efts.sec.gov/LATEST/search-index",
    connector: edgarFullTextSearchConnector as SourceDefinition["connector"],
    sink: draftsSink({
      // A filing a disclosure row already carries (curated, or imported before) is not proposed again.
      alreadyHeld: async (tx, items) => {
        const accessions = items.map((i) => i.evidence.accession_number).filter((a): a is string => typeof a === "string");
        if (accessions.length === 0) return new Set();
        const held = await tx.select({ a: disclosures.accessionNumber }).from(disclosures).where(inArray(disclosures.accessionNumber, accessions));
        const heldSet = new Set(held.map((h) => h.a));
        return new Set(items.filter((i) => heldSet.has(i.evidence.accession_number as string)).map((i) => i.itemKey));
      },
    }) as SourceDefinition["sink"],
    enabled: true,
    everyHours: 24,
    maxSilenceHours: 96,
    // SEC asks automated readers to declare themselves and to stay under 10 requests a second.
    client: { minIntervalMs: 200, ...(env.SEC_EDGAR_CONTACT ? { userAgentContact: env.SEC_EDGAR_CONTACT } : {}) },
  };
}
