import type { Option, OptionGroup } from "@/lib/website/us-law-browse";

interface Props {
  values: Record<string, string>;
  jurisdictions: Option[];
  instrumentTypes: Option[];
  branches: Option[];
  subcategories: OptionGroup[];
}

/**
 * A plain GET form under the API's parameter names: it works with JavaScript off, and every result page has a URL
 * that reads as the API request behind it.
 */
export function UsLawFilters({ values, jurisdictions, instrumentTypes, branches, subcategories }: Props) {
  return (
    <form className="filters" method="get" action="/us-law" role="search" aria-label="Search US law">
      <div className="field field-wide">
        <label htmlFor="u-q">Search</label>
        <input id="u-q" name="q" type="search" defaultValue={values.q ?? ""} placeholder='e.g. "artificial intelligence" -voluntary' aria-describedby="u-q-hint" />
        <p id="u-q-hint" className="hint">
          Words, <code>&quot;a phrase&quot;</code>, <code>-excluded</code>, <code>or</code>; a citation (<code>42 USC 1983</code>) or a
          document number (<code>EO 14110</code>).
        </p>
      </div>
      <div className="field">
        <label htmlFor="u-jurisdiction">Jurisdiction</label>
        <select id="u-jurisdiction" name="jurisdiction" defaultValue={values.jurisdiction ?? ""}>
          <option value="">All jurisdictions</option>
          {jurisdictions.map((j) => <option key={j.value} value={j.value}>{j.label}</option>)}
        </select>
      </div>
      <div className="field">
        <label htmlFor="u-type">Instrument type</label>
        <select id="u-type" name="instrument_type" defaultValue={values.instrument_type ?? ""}>
          <option value="">All types</option>
          {instrumentTypes.map((t) => <option key={t.value} value={t.value}>{t.label}</option>)}
        </select>
      </div>
      <div className="field">
        <label htmlFor="u-branch">Branch</label>
        <select id="u-branch" name="branch_any" defaultValue={values.branch_any ?? ""}>
          <option value="">All branches</option>
          {branches.map((b) => <option key={b.value} value={b.value}>{b.label}</option>)}
        </select>
      </div>
      <div className="field">
        <label htmlFor="u-domain">Subcategory</label>
        <select id="u-domain" name="domain" defaultValue={values.domain ?? ""}>
          <option value="">All subcategories</option>
          {subcategories.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.options.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="u-in-force">In force</label>
        <select id="u-in-force" name="in_force" defaultValue={values.in_force ?? ""}>
          <option value="">Any</option>
          <option value="true">In force</option>
          <option value="false">Not in force</option>
        </select>
      </div>
      <div className="actions">
        <button type="submit" className="button">Search</button>
        <a href="/us-law" className="button secondary">Clear</a>
      </div>
    </form>
  );
}
