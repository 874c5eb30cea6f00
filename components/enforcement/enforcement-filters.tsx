import { FilterSelect } from "@/components/browse/filter-select";
import type { Option } from "@/lib/website/us-law-browse";

interface Props {
  values: Record<string, string>;
  agencies: Option[];
  forumTypes: Option[];
  statuses: Option[];
  domains: Option[];
}

/** A plain GET form under the parameter names of GET /v1/enforcement/matters (works with JavaScript off). */
export function EnforcementFilters({ values, agencies, forumTypes, statuses, domains }: Props) {
  return (
    <form className="filters" method="get" action="/enforcement" role="search" aria-label="Filter enforcement matters">
      <div className="field">
        <label htmlFor="e-q">Text</label>
        <input id="e-q" name="q" type="search" defaultValue={values.q ?? ""} placeholder="e.g. facial recognition" />
      </div>
      <FilterSelect id="e-agency" name="agency" label="Agency" all="All agencies" options={agencies} value={values.agency} />
      <FilterSelect id="e-forum" name="forum_type" label="Forum type" all="All forums" options={forumTypes} value={values.forum_type} />
      <FilterSelect id="e-status" name="matter_status" label="Matter status" all="Any status" options={statuses} value={values.matter_status} />
      <FilterSelect id="e-domain" name="domain" label="Domain" all="All domains" options={domains} value={values.domain} />
      <div className="actions">
        <button type="submit" className="button">Apply filters</button>
        <a href="/enforcement" className="button secondary">Clear</a>
      </div>
    </form>
  );
}
