import type { Scope } from "@/lib/laws/record";

export interface JurisdictionOption {
  slug: string;
  name: string | null;
  scope: Scope;
  count: number;
}

const SCOPES: { value: Scope; label: string }[] = [
  { value: "state", label: "US states" },
  { value: "federal", label: "US federal" },
  { value: "eu", label: "European Union" },
  { value: "global", label: "Other countries" },
];

/** Status is free text from each source; these words match most of it. */
const STATUS_HINTS = ["signed", "enacted", "vetoed", "introduced", "effective", "in force", "pending", "withdrawn"];

/** A plain GET form: filters work with JavaScript off, and every result page has a shareable URL. */
export function LawFilters({ filters, jurisdictions }: { filters: Record<string, string>; jurisdictions: JurisdictionOption[] }) {
  return (
    <form className="filters" method="get" action="/laws" aria-label="Filter laws">
      <div className="field">
        <label htmlFor="f-q">Text</label>
        <input id="f-q" name="q" type="search" defaultValue={filters.q ?? ""} placeholder="e.g. deepfake" />
      </div>
      <div className="field">
        <label htmlFor="f-scope">Scope</label>
        <select id="f-scope" name="scope" defaultValue={filters.scope ?? ""}>
          <option value="">All scopes</option>
          {SCOPES.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
        </select>
      </div>
      <div className="field">
        <label htmlFor="f-jurisdiction">Jurisdiction</label>
        <select id="f-jurisdiction" name="jurisdiction" defaultValue={filters.jurisdiction ?? ""}>
          <option value="">All jurisdictions</option>
          {SCOPES.map((s) => (
            <optgroup key={s.value} label={s.label}>
              {jurisdictions.filter((j) => j.scope === s.value && j.count > 0).map((j) => (
                <option key={j.slug} value={j.slug}>{j.name ?? j.slug} ({j.count})</option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="f-status">Status contains</label>
        <input id="f-status" name="status" type="text" list="status-hints" defaultValue={filters.status ?? ""} placeholder="e.g. signed" />
        <datalist id="status-hints">{STATUS_HINTS.map((s) => <option key={s} value={s} />)}</datalist>
      </div>
      <div className="actions">
        <button type="submit" className="button">Apply filters</button>
        <a href="/laws" className="button secondary">Clear</a>
      </div>
    </form>
  );
}
