import { constraintsOf, enumValues, typeLabel, type Components } from "@/lib/docs/json-schema";
import type { DocParameter } from "@/lib/docs/operations";

export function ParamTable({ parameters, components, caption }: { parameters: DocParameter[]; components: Components; caption: string }) {
  return (
    <div className="table-wrap">
      <table className="params">
        <caption>{caption}</caption>
        <thead>
          <tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Description</th></tr>
        </thead>
        <tbody>
          {parameters.map((p) => {
            const values = enumValues(p.schema, components);
            const constraints = constraintsOf(p.schema);
            return (
              <tr key={`${p.in}-${p.name}`} id={`param-${p.name}`}>
                <th scope="row">
                  <code>{p.name}</code>
                  <div className="tag-line">{p.required ? <span className="tag">required</span> : <span className="tag muted">optional</span>}</div>
                </th>
                <td>{typeLabel(p.schema, components)}</td>
                <td>
                  {p.description ?? ""}
                  {values && <div>One of: {values.map((v, i) => <span key={v}>{i > 0 && ", "}<code>{v}</code></span>)}</div>}
                  {constraints.length > 0 && <div className="muted">{constraints.join(" · ")}</div>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
