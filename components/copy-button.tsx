"use client";

import { useEffect, useState } from "react";

/** Copies `text` to the clipboard; says so for screen readers too. Absent without JavaScript. */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const [copied, setCopied] = useState(false);
  const [ready, setReady] = useState(false);
  // Without JavaScript there is nothing to press: the button appears once the page is interactive.
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <button
      type="button"
      className="copy"
      onClick={async () => {
        await navigator.clipboard.writeText(text);
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      }}
    >
      <span aria-live="polite">{copied ? "Copied" : "Copy"}</span>
      <span className="visually-hidden"> {what}</span>
    </button>
  );
}
