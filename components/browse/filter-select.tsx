import type { Option } from "@/lib/website/us-law-browse";

/** One filter of a browse form: a labelled select whose first option, "all", sends no value (no filter). */
export function FilterSelect({ id, name, label, all, options, value }: { id: string; name: string; label: string; all: string; options: Option[]; value: string | undefined }) {
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
