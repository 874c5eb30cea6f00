import type { z } from "zod";
import type { usLawRecordSchema } from "@/lib/contract/us-law";
import { humanise, taxonomyName } from "@/lib/website/us-law-browse";

type UsLawRecord = z.output<typeof usLawRecordSchema>;

/** "In force", "Not in force", or what we cannot say (the source does not state it for presidential documents). */
export function inForceLabel(inForce: boolean | null): string {
  return inForce === null ? "In force: not stated by the source" : inForce ? "In force" : "Not in force";
}

/** One card per record: its citation, where it comes from, its primary classification and the official link. */
export function UsLawResults({ records }: { records: UsLawRecord[] }) {
  return (
    <ul className="law-list" data-testid="us-law-list">
      {records.map((r) => (
        <li key={r.record_uid} className="law-card us-law-card" data-jurisdiction={r.jurisdiction.slug} data-instrument-type={r.instrument_type}>
          <h3><a href={`/us-law/records/${r.record_uid}`}>{r.title}</a></h3>
          <p className="citation-line" data-testid="us-law-citation">{r.citation}</p>
          <p className="law-facts">
            <span>{r.jurisdiction.name ?? r.jurisdiction.slug}</span>
            <span>{humanise(r.instrument_type)}</span>
            <span data-testid="us-law-in-force">{inForceLabel(r.in_force)}</span>
            <span>{taxonomyName(r.classification.primary.branch)} › {taxonomyName(r.classification.primary.subcategory)}</span>
          </p>
          {r.official_url && (
            <p><a href={r.official_url} rel="noopener" className="official-link">Official text<span className="visually-hidden"> of {r.citation}</span></a> <span className="muted">{r.source_authority}</span></p>
          )}
        </li>
      ))}
    </ul>
  );
}
