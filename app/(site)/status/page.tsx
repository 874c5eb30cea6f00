import type { Metadata } from "next";
import { getDb } from "@/lib/runtime/database";
import { accuracyOf } from "@/lib/links/accuracy";
import { healthOf } from "@/lib/system/health";

export const metadata: Metadata = { title: "Status", description: "Service health and how our official source links fared at the last check." };
export const dynamic = "force-dynamic";

const formatTime = (iso: string | null) => (iso ? new Date(iso).toISOString().replace("T", " ").replace(/\.\d+Z$/, " UTC") : "never");

/** The same numbers as GET /v1/health and GET /v1/accuracy, from the same functions. */
export default async function StatusPage() {
  let health: Awaited<ReturnType<typeof healthOf>> | null = null;
  let accuracy: Awaited<ReturnType<typeof accuracyOf>> | null = null;
  try {
    const { db, engine } = await getDb();
    [health, accuracy] = await Promise.all([healthOf(db, engine), accuracyOf(db)]);
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
    </>
  );
}
