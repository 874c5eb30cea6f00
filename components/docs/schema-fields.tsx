import type { FieldNode } from "@/lib/docs/json-schema";
import { renderInlineMarkdown } from "@/lib/docs/markdown";

/** A schema as a nested list of fields: name, type, required, description, allowed values. */
export function SchemaFields({ fields }: { fields: FieldNode[] }) {
  if (fields.length === 0) return null;
  return (
    <ul className="fields">
      {fields.map((f) => (
        <li key={f.name}>
          <code className="field-name">{f.name}</code> <span className="field-type">{f.type}</span>
          {f.required ? <span className="tag">required</span> : <span className="tag muted">optional</span>}
          {f.description && <div className="field-desc" dangerouslySetInnerHTML={{ __html: renderInlineMarkdown(f.description) }} />}
          {f.enumValues && (
            <div className="field-desc">
              One of: {f.enumValues.map((v, i) => (
                <span key={v}>{i > 0 && ", "}<code>{v}</code></span>
              ))}
            </div>
          )}
          <SchemaFields fields={f.children} />
        </li>
      ))}
    </ul>
  );
}
