import { createHash } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { enforcementDrafts, enforcementMonitoredSources } from "@/db/schema";
import { stableUuid } from "@/lib/ids";
import { botUserAgent, parseHttpUrl } from "@/lib/http/outbound";
import { aiTermsIn, readEntries } from "./feed-adapters";
import { FAULT_LABELS, SourceFault, faultForError, faultForStatus, oneLine, type FaultCode } from "@/lib/sources/faults";
import type { AdapterName } from "./monitored-sources";

/**
 * npm run poll-enforcement: reads every enabled monitored source once, turns new items that mention AI into
 * drafts (status pending: never published automatically), and records each source's outcome — a successful read
 * (last_success_at) or a fault with its reason code. On a machine without internet access the honest outcome is
 * egress_unavailable on every networked source; sources without a reader record adapter_missing.
 */

export interface PollOptions {
  fetchImpl?: typeof fetch;
  now?: () => Date;
  timeoutMs?: number;
  /** Only these sources (default: every enabled one). */
  sourceIds?: string[];
}

export interface SourcePollResult {
  id: string;
  outcome: "read" | "fault";
  reason_code: FaultCode | null;
  label: string | null;
  /** Operator-only detail (printed by the command, never served). */
  detail: string | null;
  items: number;
  ai_items: number;
  drafts_created: number;
}

const MAX_BODY_BYTES = 5 * 1024 * 1024;

export async function pollEnforcementSources(db: Db, options: PollOptions = {}): Promise<SourcePollResult[]> {
  const now = options.now ?? (() => new Date());
  const sources = await db
    .select()
    .from(enforcementMonitoredSources)
    .where(options.sourceIds ? inArray(enforcementMonitoredSources.id, options.sourceIds) : eq(enforcementMonitoredSources.isEnabled, true))
    .orderBy(asc(enforcementMonitoredSources.id));
  const results: SourcePollResult[] = [];
  for (const source of sources) {
    const attemptAt = now();
    try {
      if (source.adapter === "none") throw new SourceFault("adapter_missing", `no reader for ${source.url}`);
      const body = await fetchBody(source.url, options.fetchImpl ?? fetch, options.timeoutMs ?? 20_000);
      const entries = await readEntries(source.adapter as AdapterName, body);
      let aiItems = 0;
      let created = 0;
      for (const entry of entries) {
        const terms = aiTermsIn(entry.title, entry.summary);
        if (terms.length === 0) continue;
        const link = entry.link ? parseHttpUrl(entry.link, new URL(source.url))?.href ?? null : null;
        const identity = entry.guid ?? link;
        if (!identity || !entry.title) continue;
        aiItems++;
        const itemKey = createHash("sha256").update(`${source.id}\n${identity}`, "utf8").digest("hex");
        const inserted = await db
          .insert(enforcementDrafts)
          .values({
            id: stableUuid(`enforcement-draft:${itemKey}`),
            sourceId: source.id,
            itemKey,
            status: "pending",
            changeType: source.changeType,
            title: entry.title,
            agency: source.agencyCode ?? source.name,
            scope: scopeOf(source.jurisdictionLevel, source.jurisdictionSlug),
            jurisdictionSlug: source.jurisdictionSlug,
            sourceUrl: link,
            itemDate: entry.date,
            summary: entry.summary,
            matchedTerms: terms,
            createdAt: attemptAt,
          })
          .onConflictDoNothing({ target: enforcementDrafts.itemKey })
          .returning({ id: enforcementDrafts.id });
        created += inserted.length;
      }
      await db
        .update(enforcementMonitoredSources)
        .set({ lastAttemptAt: attemptAt, lastSuccessAt: attemptAt, lastFaultReasonCode: null, lastFaultAt: null, lastFaultDetail: null, itemsSeenLastRead: entries.length })
        .where(eq(enforcementMonitoredSources.id, source.id));
      results.push({ id: source.id, outcome: "read", reason_code: null, label: null, detail: null, items: entries.length, ai_items: aiItems, drafts_created: created });
    } catch (err) {
      const fault = err instanceof SourceFault ? err : new SourceFault("other", (err as Error)?.message ?? String(err));
      const detail = oneLine(fault.detail);
      await db
        .update(enforcementMonitoredSources)
        .set({ lastAttemptAt: attemptAt, lastFaultReasonCode: fault.code, lastFaultAt: attemptAt, lastFaultDetail: detail })
        .where(eq(enforcementMonitoredSources.id, source.id));
      results.push({ id: source.id, outcome: "fault", reason_code: fault.code, label: FAULT_LABELS[fault.code], detail, items: 0, ai_items: 0, drafts_created: 0 });
    }
  }
  return results;
}

/** The SPEC 2 scope of an item from its source's jurisdiction (the lane's SQL applies the same rule to matters). */
export function scopeOf(level: string, slug: string): "state" | "federal" | "eu" | "global" {
  if (level === "federal") return "federal";
  if (level === "state" || level === "multistate" || level === "territory" || level === "local") return "state";
  return slug === "eu" ? "eu" : "global";
}

async function fetchBody(url: string, fetchImpl: typeof fetch, timeoutMs: number): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let res: Response;
    try {
      res = await fetchImpl(url, {
        headers: { "User-Agent": botUserAgent(), Accept: "application/rss+xml, application/atom+xml, application/json;q=0.9, application/xml;q=0.9, */*;q=0.1" },
        redirect: "follow",
        signal: controller.signal,
      });
    } catch (err) {
      throw new SourceFault(faultForError(err, controller.signal.aborted), `fetch ${url}: ${describe(err)}`);
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      throw new SourceFault(faultForStatus(res.status), `HTTP ${res.status} from ${url}`);
    }
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (bytes.byteLength > MAX_BODY_BYTES) throw new SourceFault("other", `body larger than ${MAX_BODY_BYTES} bytes`);
    return new TextDecoder("utf-8").decode(bytes);
  } catch (err) {
    if (err instanceof SourceFault) throw err;
    throw new SourceFault(faultForError(err, controller.signal.aborted), `read ${url}: ${describe(err)}`);
  } finally {
    clearTimeout(timer);
  }
}

function describe(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err, i = 0; e && i < 4; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    parts.push(`${(e as Error).message ?? String(e)}${typeof code === "string" ? ` (${code})` : ""}`);
  }
  return parts.join(" ← ");
}
