import { eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  enforcementEvents,
  enforcementLaws,
  enforcementMatterHistory,
  enforcementMatters,
  enforcementParties,
  enforcementRelief,
  enforcementSourceDocuments,
} from "@/db/schema";
import type { FieldChange } from "@/db/schema/history";
import { relinkCitations, type LinkStatus, type UsLawLinker } from "./law-links";
import { canonicalJson, contentHashOf, MatterDataError, matterUidFor, readMatterFiles, redactionPolicyOf, type MatterRow } from "./matter-file";
import { loadMonitoredSources, monitoredSourcesPath, readMonitoredSources } from "./monitored-sources";

/**
 * loadEnforcementRegistry: the curated files → the registry tables. Idempotent and cheap on an unchanged folder
 * (content hashes compared, nothing written), so it is safe to call on every start-up.
 *
 * - A new matter is inserted (first_seen_at = now) with an `insert` history entry.
 * - A changed matter is updated, its chains replaced whole, and an `update` entry names the changed fields (scalar
 *   diffs in field_changes; a changed chain is named, e.g. "events").
 * - A matter gone from the files is withdrawn (withheld from everyone, 404), never deleted: history outlives it.
 * - Citations are re-linked to AI-law records on every load (laws change too).
 *
 * A missing matters folder is zero matters, not an error. An invalid row throws MatterDataError naming file, line
 * and key: the data is ours, and the data test catches it before a deploy does.
 */

export interface LoadEnforcementOptions {
  /** Folder of *.yaml matter files; default db/seed/enforcement/matters. */
  mattersDir?: string;
  /** Further files read after the folder (tests load tests/fixtures/enforcement/matters.sample.yaml this way). */
  extraMatterFiles?: string[];
  /** Default db/seed/enforcement/monitored-sources.yaml; null skips the monitored sources. */
  monitoredSourcesFile?: string | null;
  linkUsLaw?: UsLawLinker;
  /** Further writes that must commit with the matters (a reviewer's accepted draft is marked accepted here). */
  alsoWrite?: (tx: Db) => Promise<void>;
}

export interface LoadEnforcementSummary {
  files: number;
  matters: { read: number; inserted: number; updated: number; unchanged: number; withdrawn: number; restored: number };
  monitoredSources: number | null;
  links: Record<LinkStatus, number>;
}

const SCALAR_FIELDS = [
  "caption", "summary", "matter_type", "matter_status", "agency_code", "forum_type", "forum_name", "docket_number",
  "jurisdiction", "jurisdiction_level", "filed_date", "decided_date", "closed_date", "ai_roles", "domain", "tier",
  "publish_ready", "duplicate_of", "caption_untranslated", "last_verified", "unavailable_fields", "redaction_policy",
] as const;
const CHAIN_FIELDS = ["events", "parties", "relief", "laws", "sources"] as const;

export async function loadEnforcementRegistry(db: Db, options: LoadEnforcementOptions = {}): Promise<LoadEnforcementSummary> {
  const { rows, errors, files } = readMatterFiles(options.mattersDir, options.extraMatterFiles ?? []);
  if (errors.length) throw new MatterDataError(errors);
  const sourcesFile = options.monitoredSourcesFile === undefined ? monitoredSourcesPath() : options.monitoredSourcesFile;
  const sourceConfigs = sourcesFile ? readMonitoredSources(sourcesFile) : null;

  const counts = { read: rows.length, inserted: 0, updated: 0, unchanged: 0, withdrawn: 0, restored: 0 };
  await db.transaction(async (tx) => {
    const existing = new Map(
      (
        await tx
          .select({ matterUid: enforcementMatters.matterUid, contentHash: enforcementMatters.contentHash, curated: enforcementMatters.curated, withdrawnAt: enforcementMatters.withdrawnAt })
          .from(enforcementMatters)
      ).map((r) => [r.matterUid, r]),
    );
    const seen = new Set<string>();
    for (const row of rows) {
      const uid = matterUidFor(row.key);
      seen.add(uid);
      const hash = contentHashOf(row);
      const before = existing.get(uid);
      if (before && before.contentHash === hash && !before.withdrawnAt) {
        counts.unchanged++;
        continue;
      }
      const values = matterValues(row, uid, hash);
      if (!before) {
        await tx.insert(enforcementMatters).values(values);
        await writeChains(tx, uid, row);
        await tx.insert(enforcementMatterHistory).values({ matterUid: uid, changeKind: "insert", changedFields: null, contentHash: hash });
        counts.inserted++;
        continue;
      }
      await tx.update(enforcementMatters).set({ ...values, updatedAt: sql`now()`, withdrawnAt: null }).where(eq(enforcementMatters.matterUid, uid));
      await deleteChains(tx, uid);
      await writeChains(tx, uid, row);
      const diff = diffCurated(before.curated, row);
      await tx.insert(enforcementMatterHistory).values({
        matterUid: uid,
        changeKind: before.withdrawnAt ? "restored" : "update",
        changedFields: diff.changedFields,
        fieldChanges: diff.fieldChanges,
        contentHash: hash,
      });
      if (before.withdrawnAt) counts.restored++;
      else counts.updated++;
    }
    for (const [uid, before] of existing) {
      if (seen.has(uid) || before.withdrawnAt) continue;
      await tx.update(enforcementMatters).set({ withdrawnAt: sql`now()` }).where(eq(enforcementMatters.matterUid, uid));
      await tx.insert(enforcementMatterHistory).values({ matterUid: uid, changeKind: "withdrawn", changedFields: null, contentHash: before.contentHash });
      counts.withdrawn++;
    }
    await options.alsoWrite?.(tx as unknown as Db);
  });
  const monitoredSources = sourceConfigs ? await loadMonitoredSources(db, sourceConfigs) : null;
  const links = await relinkCitations(db, options.linkUsLaw);
  return { files: files.length, matters: counts, monitoredSources, links };
}

function matterValues(row: MatterRow, uid: string, hash: string) {
  return {
    matterUid: uid,
    key: row.key,
    caption: row.caption,
    summary: row.summary,
    matterType: row.matter_type,
    matterStatus: row.matter_status,
    agencyCode: row.agency_code,
    forumType: row.forum_type,
    forumName: row.forum_name,
    docketNumber: row.docket_number,
    jurisdictionSlug: row.jurisdiction,
    jurisdictionLevel: row.jurisdiction_level,
    filedDate: row.filed_date,
    decidedDate: row.decided_date,
    closedDate: row.closed_date,
    aiRoles: row.ai_roles,
    domain: row.domain,
    tier: row.tier,
    verification: "single_source",
    publishReady: row.publish_ready,
    duplicateOf: row.duplicate_of ? matterUidFor(row.duplicate_of) : null,
    captionUntranslated: row.caption_untranslated,
    unavailableFields: row.unavailable_fields ?? [],
    redactionPolicy: redactionPolicyOf(row),
    lastVerifiedAt: row.last_verified ? new Date(`${row.last_verified}T00:00:00Z`) : null,
    contentHash: hash,
    curated: row as unknown as Record<string, unknown>,
  };
}

async function deleteChains(tx: Db, uid: string): Promise<void> {
  for (const table of [enforcementEvents, enforcementParties, enforcementRelief, enforcementLaws, enforcementSourceDocuments]) {
    await tx.delete(table).where(eq(table.matterUid, uid));
  }
}

async function writeChains(tx: Db, uid: string, row: MatterRow): Promise<void> {
  if (row.events.length) {
    await tx.insert(enforcementEvents).values(
      row.events.map((e, position) => ({ matterUid: uid, position, eventType: e.event_type, eventDate: e.date, isDateEstimated: e.is_date_estimated, description: e.description, sourceUrl: e.source_url })),
    );
  }
  if (row.parties.length) {
    await tx.insert(enforcementParties).values(row.parties.map((p, position) => ({ matterUid: uid, position, name: p.name, role: p.role, kind: p.kind, piiClass: p.pii_class })));
  }
  if (row.relief.length) {
    await tx.insert(enforcementRelief).values(row.relief.map((r, position) => ({ matterUid: uid, position, reliefType: r.relief_type, amount: r.amount, description: r.description })));
  }
  if (row.laws.length) {
    await tx.insert(enforcementLaws).values(row.laws.map((l, position) => ({ matterUid: uid, position, citation: l.citation, relation: l.relation })));
  }
  await tx.insert(enforcementSourceDocuments).values(
    row.sources.map((s, position) => ({ matterUid: uid, position, url: s.url, publisher: s.publisher, docDate: s.date, title: s.title, kind: s.kind })),
  );
}

/**
 * Which curated fields changed. Scalar diffs carry from/to; a changed chain is only named (its rows may hold
 * withheld party names, which must not be copied into history either).
 */
function diffCurated(before: Record<string, unknown>, after: MatterRow): { changedFields: string[]; fieldChanges: FieldChange[] } {
  const now = after as unknown as Record<string, unknown>;
  const changedFields: string[] = [];
  const fieldChanges: FieldChange[] = [];
  for (const field of SCALAR_FIELDS) {
    const from = before[field] ?? null;
    const to = now[field] ?? null;
    if (canonicalJson(from) === canonicalJson(to)) continue;
    changedFields.push(field);
    fieldChanges.push({ field, from, to });
  }
  for (const field of CHAIN_FIELDS) {
    // Canonical form: jsonb does not keep the key order of the curated row.
    if (canonicalJson(before[field] ?? []) !== canonicalJson(now[field] ?? [])) changedFields.push(field);
  }
  return { changedFields, fieldChanges };
}

/** Matters the registry currently holds (not withdrawn), for coverage and tests. */
export async function heldMatterCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(enforcementMatters).where(isNull(enforcementMatters.withdrawnAt));
  return row?.n ?? 0;
}
