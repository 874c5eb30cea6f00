/** Pretty JSON in a focusable, scrollable block (keyboard users can scroll it). */
export function JsonView({ value, label, testId }: { value: unknown; label: string; testId?: string }) {
  const text = typeof value === "string" ? value : JSON.stringify(value, null, 2);
  return (
    <pre className="json" aria-label={label} tabIndex={0}>
      <code data-testid={testId}>{text}</code>
    </pre>
  );
}
