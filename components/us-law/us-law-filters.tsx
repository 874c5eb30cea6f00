import { FilterSelect } from "@/components/browse/filter-select";
import type { Option, OptionGroup } from "@/lib/website/us-law-browse";

interface Props {
  values: Record<string, string>;
  jurisdictions: Option[];
  instrumentTypes: Option[];
  branches: Option[];
  subcategories: OptionGroup[];
}

const IN_FORCE_OPTIONS: Option[] = [
  { value: "true", label: "In force" },
  { value: "false", label: "Not in force" },
];

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
      <FilterSelect id="u-jurisdiction" name="jurisdiction" label="Jurisdiction" all="All jurisdictions" options={jurisdictions} value={values.jurisdiction} />
      <FilterSelect id="u-type" name="instrument_type" label="Instrument type" all="All types" options={instrumentTypes} value={values.instrument_type} />
      <FilterSelect id="u-branch" name="branch_any" label="Branch" all="All branches" options={branches} value={values.branch_any} />
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
      <FilterSelect id="u-in-force" name="in_force" label="In force" all="Any" options={IN_FORCE_OPTIONS} value={values.in_force} />
      <div className="actions">
        <button type="submit" className="button">Search</button>
        <a href="/us-law" className="button secondary">Clear</a>
      </div>
    </form>
  );
}
