import { renderInlineMarkdown } from "@/lib/docs/markdown";
import type { ParameterRow } from "@/lib/docs/parameter-rows";

const inline = (markdown: string) => ({ __html: renderInlineMarkdown(markdown) });

/**
 * An operation's parameters as a table generated from their schemas: name, type and bounds, default, and a
 * description cell that also lists the allowed values and, for a parameter capped by tier, each tier's number from
 * the tiers table.
 */
export function ParamTable({ rows, caption }: { rows: ParameterRow[]; caption: string }) {
  const showDefault = rows.some((r) => r.defaultValue !== null);
  return (
    <div className="table-wrap">
      <table className="params">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            {showDefault && <th scope="col">Default</th>}
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.in}-${r.name}`} id={`param-${r.name}`} data-param={r.name}>
              <th scope="row">
                <code className="param-name">{r.name}</code>
                <div className="tag-line">{r.required ? <span className="tag">required</span> : <span className="tag muted">optional</span>}</div>
              </th>
              <td data-cell="type">
                <span className="field-type">{r.type}</span>
                {r.constraints.length > 0 && <div className="muted">{r.constraints.join(" · ")}</div>}
              </td>
              {showDefault && <td data-cell="default">{r.defaultValue !== null ? <code>{r.defaultValue}</code> : <span className="muted">—</span>}</td>}
              <td data-cell="description">
                {r.description && <div dangerouslySetInnerHTML={inline(r.description)} />}
                {r.values && (
                  <div data-cell="values">
                    <span className="muted">Values:</span> {r.values.map((v, i) => <span key={v}>{i > 0 && ", "}<code>{v}</code></span>)}
                  </div>
                )}
                {r.perTier && (
                  <div data-cell="per-tier">
                    <span className="muted">Per tier ({r.perTier.what}):</span>
                    <ul className="tier-values">
                      {r.perTier.values.map((v) => <li key={v.tiers}>{v.tiers}: <strong>{v.value}</strong></li>)}
                    </ul>
                    <div className="muted" dangerouslySetInnerHTML={inline(r.perTier.beyond)} />
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
