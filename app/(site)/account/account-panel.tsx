"use client";

import { useState } from "react";

interface Period { used: number | null; limit: number | null; remaining: number | null; resets_in_seconds: number }
interface Account {
  key_prefix: string;
  tier: string;
  owner: string | null;
  created_at: string | null;
  last_used_at: string | null;
  limits: { per_min: number; per_day: number; per_month: number | null };
  usage: { tracking: boolean; day: Period; month: Period };
  capabilities: Record<string, unknown>;
}

const fmt = (n: number | null) => (n === null ? "unlimited" : n.toLocaleString("en-US"));
const duration = (s: number) => (s < 3600 ? `${Math.ceil(s / 60)} min` : s < 172_800 ? `${Math.round(s / 3600)} h` : `${Math.round(s / 86_400)} days`);

const ACCOUNT_ERRORS: Record<string, (e: { retry_after?: number }) => string> = {
  key_revoked: () => "This key has been revoked. Get a new one on the sign-up page.",
  invalid_key: () => "That is not a valid LexAtlas key. Check it for a typo: keys start with lex_ and are shown once at sign-up.",
  key_required: () => "Paste your API key first.",
  rate_limited: (e) => `Too many requests. Try again in ${e.retry_after ?? 60} seconds.`,
};

const windowLabel = (w: unknown) => (w === null ? "not included" : w === "full" ? "full" : `${w} days`);

export function AccountPanel() {
  const [key, setKey] = useState("");
  const [account, setAccount] = useState<Account | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [revoked, setRevoked] = useState(false);

  async function load(event?: React.FormEvent) {
    event?.preventDefault();
    setError(null);
    let res: Response;
    try {
      res = await fetch("/v1/me", { headers: { "X-API-Key": key.trim() } });
    } catch {
      return setError("Could not reach the API. Check your connection and try again.");
    }
    const body = await res.json().catch(() => null);
    if (res.ok) setAccount(body.data as Account);
    else {
      setAccount(null);
      setError(ACCOUNT_ERRORS[body?.error?.code as string]?.(body?.error) ?? body?.error?.message ?? `Could not load the account (${res.status}).`);
    }
  }

  async function revoke() {
    const res = await fetch("/v1/me", { method: "DELETE", headers: { "X-API-Key": key.trim() } });
    if (res.ok) {
      setRevoked(true);
      setAccount(null);
      setConfirming(false);
    } else setError((await res.json())?.error?.message ?? "Revocation failed.");
  }

  return (
    <>
      <form className="stack" onSubmit={load}>
        <label htmlFor="api-key">API key</label>
        <input id="api-key" type="password" autoComplete="off" value={key} onChange={(e) => setKey(e.target.value)} required />
        <div><button className="button" type="submit">Show account</button></div>
      </form>
      {error && <p role="alert" className="error">{error}</p>}
      {revoked && <p role="status" className="ok">The key was revoked. It can no longer be used.</p>}
      {account && (
        <section className="panel" aria-label="Account details" style={{ marginTop: "1rem" }}>
          <h2>{account.key_prefix}…</h2>
          <p>Tier <strong data-testid="tier">{account.tier}</strong> · owner {account.owner ?? "—"}</p>
          <div className="table-wrap" tabIndex={0} role="region" aria-label="Usage">
            <table>
              <thead><tr><th scope="col">Period</th><th scope="col">Used</th><th scope="col">Limit</th><th scope="col">Remaining</th><th scope="col">Resets in</th></tr></thead>
              <tbody>
                {(["day", "month"] as const).map((p) => (
                  <tr key={p}>
                    <th scope="row">{p}</th>
                    <td data-testid={`used-${p}`}>{fmt(account.usage[p].used)}</td>
                    <td>{fmt(account.usage[p].limit)}</td>
                    <td>{fmt(account.usage[p].remaining)}</td>
                    <td>{duration(account.usage[p].resets_in_seconds)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h3>Limits</h3>
          <ul className="limits">
            <li>{fmt(account.limits.per_min)} requests a minute, {fmt(account.limits.per_day)} a day, {fmt(account.limits.per_month)} a month</li>
            <li>{String(account.capabilities.list_max)} rows per page; {account.capabilities.full_fields ? "full" : "trimmed"} record fields</li>
            <li>Change feed: {windowLabel(account.capabilities.changes_window_days)}; record history: {windowLabel(account.capabilities.history_window_days)}</li>
            <li>Webhooks: {String(account.capabilities.webhooks)}</li>
          </ul>
          <p className="muted">Last used: {account.last_used_at ?? "never"}. <a href="/pricing">Compare tiers</a>.</p>
          <p><button type="button" className="button secondary" onClick={() => load()}>Refresh</button></p>
          {!confirming ? (
            <button type="button" className="button danger" onClick={() => setConfirming(true)}>Revoke this key…</button>
          ) : (
            <div role="group" aria-label="Confirm revocation">
              <p className="error">Revoking is irreversible: every request with this key will be refused.</p>
              <button type="button" className="button danger" onClick={revoke}>Yes, revoke it</button>{" "}
              <button type="button" className="button secondary" onClick={() => setConfirming(false)}>Cancel</button>
            </div>
          )}
        </section>
      )}
    </>
  );
}
