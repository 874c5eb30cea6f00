import { CopyButton } from "./copy-button";

/** A code sample with a copy button; `label` names it for assistive technology. */
export function CodeBlock({ code, label, testId }: { code: string; label: string; testId?: string }) {
  return (
    <div className="code-block">
      <CopyButton text={code} what={label} />
      <pre aria-label={label} tabIndex={0}>
        <code data-testid={testId}>{code}</code>
      </pre>
    </div>
  );
}
