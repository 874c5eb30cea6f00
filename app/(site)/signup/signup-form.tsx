"use client";

import { useEffect, useState } from "react";

interface Issued {
  key: string;
  key_prefix: string;
  email: string;
  email_delivery: { delivered: boolean };
  note: string;
}

export function SignupForm({ baseUrl }: { baseUrl: string }) {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [issued, setIssued] = useState<Issued | null>(null);
  const [copied, setCopied] = useState(false);
  // The form submits through fetch only: until React has hydrated it, a click would do a plain page reload and lose
  // what was typed, so the button stays disabled until then (and a browser test's click waits for it).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await fetch("/v1/keys", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email }),
      });
      const body = await res.json();
      if (res.status === 201) setIssued(body as Issued);
      else if (body?.error?.code === "conflict") setError("This email already has an active free key. Use it, or revoke it on the Account page first.");
      else if (body?.error?.code === "rate_limited") setError(`Too many keys were requested from your network. Try again in ${body.error.retry_after ?? 60} seconds.`);
      else if (body?.error?.param === "email") setError("Please enter a valid email address.");
      else setError(body?.error?.message ?? `Unexpected response (${res.status}).`);
    } catch {
      setError("Could not reach the API. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!issued) return;
    await navigator.clipboard.writeText(issued.key);
    setCopied(true);
  }

  if (issued) {
    const curl = `curl -H "X-API-Key: ${issued.key}" ${baseUrl}/v1/me`;
    return (
      <section className="panel" aria-live="polite">
        <h2>Your key</h2>
        <p className="ok">Store it now — it is shown only once.</p>
        <p className="key" data-testid="api-key">{issued.key}</p>
        <p>
          <button type="button" className="button" onClick={copy}>{copied ? "Copied" : "Copy key"}</button>
        </p>
        <p>
          {issued.email_delivery.delivered ? `A copy was sent to ${issued.email}.` : "We could not email a copy: keep this one safe."}
        </p>
        <h3>Try it</h3>
        <pre><code data-testid="curl-example">{curl}</code></pre>
        <p>
          Next: the <a href="/docs/guides/quick-start">quick start</a>, or{" "}
          <a href="/account">see your usage and limits on the Account page</a>.
        </p>
      </section>
    );
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <label htmlFor="email">Email address</label>
      <input id="email" name="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} aria-describedby={error ? "signup-error" : undefined} />
      {error && <p id="signup-error" role="alert" className="error">{error}</p>}
      <div>
        <button className="button" type="submit" disabled={busy || !hydrated}>{busy ? "Issuing…" : "Get my free key"}</button>
      </div>
    </form>
  );
}
