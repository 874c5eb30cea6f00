import type { Metadata } from "next";
import { getDb } from "@/lib/runtime/database";
import { accuracyOf } from "@/lib/links/accuracy";
import { listSourceHealth } from "@/lib/sources/health";
import { healthOf } from "@/lib/system/health";

export const metadata: Metadata = { title: "Status", description: "Service health and how our official source links fared at the last check." };
export const dynamic = "force-dynamic";

const formatTime = (iso: string | null) => (iso ? new Date(iso).toISOString().replace("T", " ").replace(/\.\d+Z$/, " UTC") : "never");

/** The same numbers as GET /v1/health, GET /v1/accuracy and GET /v1/sources, from the same functions. */
export default async function StatusPage() {
  let health: Awaited<ReturnType<typeof healthOf>> | null = null;
  let accuracy: Awaited<ReturnType<typeof accuracyOf>> | null = null;
  let sources: Awaited<ReturnType<typeof listSourceHealth>> | null = null;
  try {
    const { db, engine } = await getDb();
    [health, accuracy, sources] = await Promise.all([healthOf(db, engine), accuracyOf(db), listSourceHealth(db)]);
  } catch (err) {
    console.error("[status] database unavailable", err);
  }
  const sh = accuracy?.source_health;
  return (
    <>
      <h1>Status</h1>
      <section aria-labelledby="service" className="panel status-panel">
        <h2 id="service">Service</h2>
        {health ? (
          <p className="status-line"><span className={`dot ${health.status}`} aria-hidden="true" /> <strong data-testid="service-status">{health.status === "ok" ? "Operational" : "Degraded"}</strong> — the API answers and holds <strong>{health.records}</strong> law records ({health.backend === "pglite" ? "embedded PGlite" : "PostgreSQL"}).</p>
        ) : (
          <p className="status-line"><span className="dot down" aria-hidden="true" /> <strong data-testid="service-status">Unavailable</strong> — the database does not answer.</p>
        )}
        <p className="muted">Machine-readable: <a href="/v1/health">/v1/health</a></p>
      </section>
      <section aria-labelledby="sources" className="panel status-panel">
        <h2 id="sources">Official source links</h2>
        {sh && sh.checked > 0 ? (
          <>
            <p><strong>{sh.live_pct}%</strong> of the {sh.checked} links checked were live at the last check ({formatTime(sh.last_checked_at)}).</p>
            <dl className="stats">
              <div><dt>Live</dt><dd>{sh.live}</dd></div>
              <div><dt>Confirmed broken</dt><dd>{sh.confirmed_broken}</dd></div>
              <div><dt>Unverified</dt><dd>{sh.unverified}</dd></div>
            </dl>
            <p className="muted">Unverified: the site timed out or blocked our checker, so we cannot say either way. Broken: a 404/410 or repeated hard failures.</p>
          </>
        ) : (
          <p>No link check has been recorded yet, so we make no claim about link health.</p>
        )}
        {accuracy && <p>Observations recorded: {accuracy.observations.total} since {formatTime(accuracy.observations.since)}.</p>}
        <p className="muted">Machine-readable: <a href="/v1/accuracy">/v1/accuracy</a></p>
      </section>
      <section aria-labelledby="upstreams" className="panel status-panel">
        <h2 id="upstreams">Upstream sources</h2>
        {sources ? (
          <>
            <p>
              <strong>{sources.meta.stale}</strong> of {sources.meta.total} sources are stale (not read successfully within their own window);{" "}
              {sources.meta.faulted} reported a fault at their last read. A stale source is a gap in our monitoring, not a quiet upstream.
            </p>
            <div className="table-wrap" tabIndex={0} role="region" aria-label="Upstream sources">
              <table data-testid="source-health">
                <thead>
                  <tr><th scope="col">Source</th><th scope="col">Last successful read</th><th scope="col">Lag</th><th scope="col">State</th><th scope="col">Last fault</th></tr>
                </thead>
                <tbody>
                  {sources.data.map((s) => (
                    <tr key={s.id}>
                      <td>{s.name}<br /><span className="muted">{s.id}{s.is_enabled ? "" : " (off)"}{s.configured ? "" : ` — needs ${s.requires_env.join(", ")}`}</span></td>
                      <td>{formatTime(s.last_success_at)}</td>
                      <td>{s.lag_hours === null ? "—" : `${s.lag_hours} h`}</td>
                      <td><span className={`dot ${s.is_stale ? "degraded" : "ok"}`} aria-hidden="true" /> {s.is_stale ? "Stale" : "Current"}</td>
                      <td>{s.last_fault_code ? <><code>{s.last_fault_code}</code> — {s.last_fault_label}</> : "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : (
          <p>Source health is unavailable: the database does not answer.</p>
        )}
        <p className="muted">Machine-readable: <a href="/v1/sources">/v1/sources</a></p>
      </section>
    </>
  );
}
