/** One observed change, as the public pages show it: what changed and when, without the values (those are in the API). */
export interface PublicChange {
  event_id: string;
  record_id: string | null;
  title: string | null;
  identifier: string | null;
  jurisdiction: { slug: string; name: string | null };
  change_kind: "insert" | "update";
  changed_fields: string[] | null;
  observed_at: string;
}

export function formatObservedAt(iso: string): string {
  return iso.slice(0, 16).replace("T", " ") + " UTC";
}

export function changeSummary(kind: "insert" | "update", fields: string[] | null): string {
  if (kind === "insert") return "First observed";
  return fields && fields.length ? `Changed: ${fields.join(", ")}` : "Updated";
}

export function ChangeList({ changes }: { changes: PublicChange[] }) {
  return (
    <ol className="change-list" data-testid="change-list">
      {changes.map((c) => (
        <li key={c.event_id} className="law-card">
          <p className="law-facts">
            <time dateTime={c.observed_at}>{formatObservedAt(c.observed_at)}</time>
            <span>{c.jurisdiction.name ?? c.jurisdiction.slug}</span>
            <span className={`tag kind-${c.change_kind}`}>{c.change_kind === "insert" ? "new" : "updated"}</span>
          </p>
          <h3>
            {c.record_id ? <a href={`/laws/${c.record_id}`}>{c.title ?? c.identifier ?? "Untitled record"}</a> : (c.jurisdiction.name ?? c.jurisdiction.slug)}
          </h3>
          <p>{changeSummary(c.change_kind, c.changed_fields)}</p>
        </li>
      ))}
    </ol>
  );
}
