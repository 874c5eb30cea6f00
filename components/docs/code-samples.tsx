import type { CodeSample } from "@/lib/docs/code-samples";
import { CodeBlock } from "../code-block";

/** One disclosure per language, curl open: readable without JavaScript, one click to switch. */
export function CodeSamples({ samples }: { samples: CodeSample[] }) {
  return (
    <div className="samples">
      {samples.map((s, i) => (
        <details key={s.language} open={i === 0} className="sample">
          <summary>{s.label}</summary>
          <CodeBlock code={s.code} label={`${s.label} example`} testId={`sample-${s.language}`} />
        </details>
      ))}
    </div>
  );
}
