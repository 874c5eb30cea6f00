import type { Option } from "@/lib/website/us-law-browse";

interface Props {
  values: Record<string, string>;
  agencies: Option[];
  forumTypes: Option[];
  statuses: Option[];
  domains: Option[];
}

function Select({ id, name, label, all, options, value }: { id: string; name: string; label: string; all: string; options: Option[]; value: string | undefined }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ""}>
        <option value="">{all}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </div>
  );
}

/** A plain GET form under the parameter names of GET /v1/enforcement/matters (works with JavaScript off). */
export function EnforcementFilters({ values, agencies, forumTypes, statuses, domains }: Props) {
  return (
    <form className="filters" method="get" action="/enforcement" role="search" aria-label="Filter enforcement matters">
      <div className="field">
        <label htmlFor="e-q">Text</label>
        <input id="e-q" name="q" type="search" defaultValue={values.q ?? ""} placeholder="e.g. facial recognition" />
      </div>
      <Select id="e-agency" name="agency" label="Agency" all="All agencies" options={agencies} value={values.agency} />
      <Select id="e-forum" name="forum_type" label="Forum type" all="All forums" options={forumTypes} value={values.forum_type} />
      <Select id="e-status" name="matter_status" label="Matter status" all="Any status" options={statuses} value={values.matter_status} />
      <Select id="e-domain" name="domain" label="Domain" all="All domains" options={domains} value={values.domain} />
      <div className="actions">
        <button type="submit" className="button">Apply filters</button>
        <a href="/enforcement" className="button secondary">Clear</a>
      </div>
    </form>
  );
}
