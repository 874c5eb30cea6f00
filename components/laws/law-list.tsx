interface LawItem {
  id: string;
  scope: string;
  jurisdiction: { slug: string; name: string | null };
  identifier: string | null;
  title: string | null;
  record_type: string | null;
  status: string | null;
  official_url: string | null;
}

/** Records as a list of cards: readable on a phone, one heading per record for screen-reader navigation. */
export function LawList({ laws }: { laws: LawItem[] }) {
  return (
    <ul className="law-list" data-testid="law-list">
      {laws.map((law) => (
        <li key={law.id} className="law-card" data-scope={law.scope} data-jurisdiction={law.jurisdiction.slug}>
          <h3><a href={`/laws/${law.id}`}>{law.title ?? law.identifier ?? "Untitled record"}</a></h3>
          <p className="law-facts">
            <span>{law.jurisdiction.name ?? law.jurisdiction.slug}</span>
            {law.identifier && <span>{law.identifier}</span>}
            {law.record_type && <span>{law.record_type.replace(/_/g, " ")}</span>}
          </p>
          {law.status && <p className="law-status" data-testid="law-status">{law.status}</p>}
          {law.official_url && <p><a href={law.official_url} rel="noopener">Official source<span className="visually-hidden"> for {law.title ?? law.identifier}</span></a></p>}
        </li>
      ))}
    </ul>
  );
}
