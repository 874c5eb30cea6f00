import fs from "node:fs";
import path from "node:path";
import { loadEnforcementRegistry } from "@/lib/enforcement/load-registry";
import { eventsOutOfOrder, statusConflicts } from "@/lib/enforcement/matter-currency";
import { canonicalJson, matterEventSchema, matterRowSchema, parseMatterFile, type MatterRow } from "@/lib/enforcement/matter-file";
import { codesOf } from "@/lib/enforcement/vocabularies";
import { computedAgainst, ReviewError, rowGonePlan, sameValue, type AcceptPlan, type FieldChange, type TargetHandler } from "../plan";
import { findRow, patchRow, YamlEditError, type RowEdit } from "../yaml-rows";

/**
 * Enforcement matters (db/seed/enforcement/matters/*.yaml): a draft proposes one new event for a matter's chain
 * (CourtListener: a new docket entry). Accepting inserts the event in date order into the matter's `events` in its
 * data file — with the event type the reviewer chose, and any status change the event brings — and reloads the
 * registry from the folder (the matter's update history entry), as a start-up would.
 */

const EVENT_FIELDS = ["event_type", "date", "is_date_estimated", "description", "source_url"] as const;
/** Matter fields an event may move (a judgment decides, a closing closes): the reviewer sets them with the event. */
const MATTER_FIELDS = ["matter_status", "decided_date", "closed_date", "last_verified"] as const;

function matterFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((f) => f.endsWith(".yaml") || f.endsWith(".yml")).sort().map((f) => path.join(dir, f));
}

/**
 * A new event for a chain goes stale when the chain may already tell it: the same event is in it, or an event added
 * since the draft was computed (by hand or by another accepted draft) is dated the same day — the draft's check
 * against held events (same day, mostly the same words) has to be made again, by the next sync. Events added on
 * other days do not make it stale: several new docket entries of one matter are accepted one after another.
 */
function staleness(key: string, current: MatterRow, event: Record<string, unknown>, base: Record<string, unknown> | null, where: string): string | null {
  if (current.events.some((e) => e.date === event.date && e.description === event.description)) return `the chain of ${key} (${where}) already holds this event`;
  if (!base || !Array.isArray(base.events)) return null;
  const before = new Set((base.events as unknown[]).map((e) => canonicalJson(e)));
  const sameDay = current.events.filter((e) => !before.has(canonicalJson(e)) && e.date !== null && e.date === event.date);
  return sameDay.length
    ? `${sameDay.length} event(s) dated ${String(event.date)} were added to ${key} (${where}) since the draft was computed; one may tell the same docket entry`
    : null;
}

export const enforcementMatterTarget: TargetHandler = {
  target: "enforcement_matter",
  editable: [...EVENT_FIELDS, ...MATTER_FIELDS],
  plan(draft, paths, edits) {
    const key = draft.targetKey;
    if (!key) throw new ReviewError(`draft ${draft.id} names no matter`);
    const proposedEvent = ((draft.proposed as Record<string, unknown>).event ?? {}) as Record<string, unknown>;
    const event: Record<string, unknown> = { ...proposedEvent };
    const matterEdits: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(edits)) {
      if ((EVENT_FIELDS as readonly string[]).includes(field)) event[field] = value;
      else matterEdits[field] = value;
    }
    const ordered = Object.fromEntries(EVENT_FIELDS.map((f) => [f, event[f] ?? null]));
    const loc = findRow(matterFiles(paths.mattersDir), key);
    const eventChanges: FieldChange[] = EVENT_FIELDS.map((f) => ({ field: `event.${f}`, current: undefined, proposed: ordered[f] }));
    if (!loc) return rowGonePlan(paths.mattersDir, eventChanges, `the matter ${key} is no longer in ${paths.mattersDir}`);
    const current = matterRowSchema.parse(loc.values);
    const stale = staleness(key, current, ordered, computedAgainst(draft), `${loc.file}:${loc.line}`);
    const problems: string[] = [];
    const checked = matterEventSchema.safeParse(ordered);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path.join(".");
        problems.push(
          field === "event_type" && ordered.event_type === null
            ? `event_type: the entry's wording suggests none; choose one with --set event_type=<code> (${codesOf("event_type").join(", ")})`
            : `event.${field}: ${issue.message}`,
        );
      }
    }
    // Date order: before the first held event dated after it (undated events keep their place).
    const date = typeof ordered.date === "string" ? ordered.date : null;
    const index = date === null ? current.events.length : current.events.findIndex((e) => e.date !== null && e.date > date);
    const at = index === -1 ? current.events.length : index;
    const expected = { ...current, ...matterEdits, events: [...current.events.slice(0, at), ordered, ...current.events.slice(at)] } as MatterRow;
    const rowCheck = matterRowSchema.safeParse(expected);
    if (checked.success && !rowCheck.success) for (const issue of rowCheck.error.issues) problems.push(`${issue.path.join(".")}: ${issue.message}`);
    if (rowCheck.success) {
      // The data rules the enforcement data test enforces: a new contradiction is the reviewer's to resolve now.
      const before = new Set([...statusConflicts(current), ...eventsOutOfOrder(current)]);
      for (const conflict of [...statusConflicts(rowCheck.data), ...eventsOutOfOrder(rowCheck.data)]) {
        if (!before.has(conflict)) problems.push(`${conflict}: set the status the event brings (--set matter_status=<code>, and decided_date/closed_date where they apply)`);
      }
    }
    const edits_: RowEdit[] = [
      { kind: "insert", field: "events", index: at, item: ordered },
      ...Object.entries(matterEdits).filter(([f, v]) => !sameValue((current as Record<string, unknown>)[f], v)).map(([field, value]): RowEdit => ({ kind: "set", field, value })),
    ];
    let patched: string | null = null;
    try {
      patched = patchRow(loc, edits_);
    } catch (err) {
      if (!(err instanceof YamlEditError)) throw err;
      problems.push(err.message);
    }
    const changes: FieldChange[] = [
      { field: "events", current: `${current.events.length} event(s)`, proposed: `the new event inserted as event ${at + 1} of ${current.events.length + 1}` },
      ...eventChanges,
      ...Object.entries(matterEdits).map(([field, proposed]) => ({ field, current: (current as Record<string, unknown>)[field], proposed })),
    ];
    const plan: AcceptPlan = {
      file: loc.file,
      line: loc.line,
      original: loc.text,
      patched,
      changes,
      stale,
      problems,
      applied: { key, event: ordered, position: at, ...(Object.keys(matterEdits).length ? { fields: matterEdits } : {}) },
      validate(file) {
        const { rows, errors } = parseMatterFile(fs.readFileSync(file, "utf8"), loc.file);
        if (errors.length) throw new ReviewError(`${errors[0]!.file}:${errors[0]!.line ?? "?"}: ${errors[0]!.message}`);
        const after = rows.find((r) => r.key === key);
        if (!after || !rowCheck.success || !sameValue(after, rowCheck.data)) throw new ReviewError(`${loc.file}: the patched matter does not read back as accepted`);
        const others = parseMatterFile(loc.text, loc.file).rows.filter((r) => r.key !== key);
        if (!sameValue(rows.filter((r) => r.key !== key), others)) throw new ReviewError(`${loc.file}: the patch would change other matters`);
      },
      async apply(db, mark) {
        const summary = await loadEnforcementRegistry(db, { mattersDir: paths.mattersDir, monitoredSourcesFile: null, alsoWrite: mark });
        const m = summary.matters;
        return `enforcement registry reloaded from ${paths.mattersDir}: ${m.updated} updated, ${m.inserted} inserted, ${m.unchanged} unchanged`;
      },
    };
    return plan;
  },
};
