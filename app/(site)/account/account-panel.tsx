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

export function AccountPanel() {
  const [key, setKey] = useState("");
  const [account, setAccount] = useState<Account | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [revoked, setRevoked] = useState(false);

  async function load(event?: React.FormEvent) {
    event?.preventDefault();
    setError(null);
    const res = await fetch("/v1/me", { headers: { "X-API-Key": key.trim() } });
    const body = await res.json();
    if (res.ok) setAccount(body.data as Account);
    else {
      setAccount(null);
      setError(body?.error?.code === "key_revoked" ? "This key has been revoked." : (body?.error?.message ?? "Could not load the account."));
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
          <div className="table-wrap">
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
          <p>Rate limit: {fmt(account.limits.per_min)} per minute. Last used: {account.last_used_at ?? "never"}.</p>
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
