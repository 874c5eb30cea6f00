import type { UsLawRecordInput } from "@/lib/us-law/import/types";
import type { Connector, JsonValue } from "../connector";
import { SourceFault } from "../faults";
import type { TitleSnapshot } from "../sinks/us-law-titles";
import {
  agencyLookup,
  ecfrAgenciesResponseSchema,
  ecfrRecordFromRow,
  ecfrStructurePath,
  ecfrTitlesResponseSchema,
  parseEcfrStructureStream,
  titlesAmendedSince,
  type EcfrSectionRow,
  type TitleToSync,
} from "../upstreams/ecfr";

/**
 * The CFR from the eCFR versioner API (https://www.ecfr.gov/developers/documentation/api/v1). The upstream's own
 * cursor is each title's `latest_amended_on` in titles.json: a run reads titles.json, and every title amended since
 * the date the last run synced it to (or never synced) is read whole — its structure at the date eCFR says the title
 * is current to, streamed through the structure parser (a title runs to tens of megabytes) — and becomes one batch:
 * every section and appendix as a record of the CSV importer's own derivation (same record_uid), the title's held
 * records it no longer lists retired by the sink. One title per batch, so a title moves to its new point in time
 * whole; the checkpoint names the plan and the next title, so a killed run resumes at the title it stopped in,
 * without re-reading titles.json (a resumed run finishes the plan an uninterrupted run would have).
 */

/** { titles: { "<number>": "<latest_amended_on synced>" } }: where each title's last successful sync ended. */
export type EcfrCursor = { titles: Record<string, string> };
type PlannedTitle = { number: number; amended: string; date: string };
/** base: the cursor the run started from; plan: the titles to read, in order; next: the index of the next one. */
export type EcfrCheckpoint = { base: Record<string, string>; plan: PlannedTitle[]; next: number };

export function ecfrCursorTitles(cursor: JsonValue | null): Record<string, string> {
  const titles = cursor && typeof cursor === "object" && !Array.isArray(cursor) ? cursor.titles : null;
  if (!titles || typeof titles !== "object" || Array.isArray(titles)) return {};
  return Object.fromEntries(Object.entries(titles).filter((e): e is [string, string] => typeof e[1] === "string" && /^\d{4}-\d{2}-\d{2}$/.test(e[1])));
}

/** The titles to read: amended after the date we synced them to, or never synced; `only` restricts the titles. */
export function ecfrPlan(amended: TitleToSync[], synced: Record<string, string>, only?: readonly number[]): PlannedTitle[] {
  return amended
    .filter((t) => !only || only.includes(t.number))
    .filter((t) => !synced[String(t.number)] || t.latestAmendedOn > synced[String(t.number)]!)
    .map((t) => ({ number: t.number, amended: t.latestAmendedOn, date: t.structureDate }));
}

/** `titles`: read only these CFR titles (ECFR_TITLES; default every title). */
export function ecfrConnector(titles?: readonly number[]): Connector<TitleSnapshot, EcfrCheckpoint> {
  return {
    format: "ecfr-versioner",
    docs: "https://www.ecfr.gov/developers/documentation/api/v1",
    defaultBaseUrl: "https://www.ecfr.gov",
    async *sync(ctx) {
      let { base, plan, next } = ctx.checkpoint ?? { base: ecfrCursorTitles(ctx.cursor), plan: [] as PlannedTitle[], next: 0 };
      if (!ctx.checkpoint) {
        const res = await ctx.getJson({ url: ctx.url("/api/versioner/v1/titles.json") }, ecfrTitlesResponseSchema);
        if (res.notModified) return { titles: base };
        if (res.body.meta.import_in_progress) {
          // The dates may move under us while eCFR imports: nothing is read, the next run tries again.
          ctx.log("ecfr: titles.json reports an import in progress; no title read this run");
          return { titles: base };
        }
        plan = ecfrPlan(titlesAmendedSince(res.body, null), base, titles);
        ctx.log(`ecfr: ${plan.length} title(s) amended since the last sync${plan.length ? `: ${plan.map((t) => t.number).join(", ")}` : ""}`);
      }
      if (next < plan.length) {
        // The issuing agency of each part (the snapshot's `agencies` column), read once per run.
        const agencies = await ctx.getJson({ url: ctx.url("/api/admin/v1/agencies.json") }, ecfrAgenciesResponseSchema);
        const agenciesFor = agencyLookup(agencies.body);
        for (let i = next; i < plan.length; i++) {
          const title = plan[i]!;
          const { records, seen } = await readTitle(ctx, title, agenciesFor);
          ctx.log(`ecfr: title ${title.number} at ${title.date}: ${records.length} section(s) and appendices`);
          yield { items: [{ codeTitle: title.number, edition: title.date, records }], seen, checkpoint: { base, plan, next: i + 1 } };
        }
      }
      return { titles: { ...base, ...Object.fromEntries(plan.map((t) => [String(t.number), t.amended])) } };
    },
  };
}

/** One title's structure, streamed: its records (each citation once, the first wins) and the entries read. */
async function readTitle(
  ctx: Parameters<Connector<TitleSnapshot, EcfrCheckpoint>["sync"]>[0],
  title: PlannedTitle,
  agenciesFor: ReturnType<typeof agencyLookup>,
): Promise<{ records: UsLawRecordInput[]; seen: number }> {
  const res = await ctx.getStream({ url: ctx.url(ecfrStructurePath(title.number, title.date)) });
  if (res.notModified) throw new SourceFault("other", `GET ${res.url}: 304 to an unconditional request`);
  const records: UsLawRecordInput[] = [];
  const uids = new Set<string>();
  let seen = 0;
  await parseEcfrStructureStream(res.body, (row) => {
    if (row.kind === "part") return;
    seen++;
    if (row.title !== title.number) {
      throw new SourceFault("schema_changed", `ecfr structure of title ${title.number}: a section of title ${row.title} (${row.identifier})`);
    }
    const record = ecfrRecordFromRow(row as EcfrSectionRow, title.date, agenciesFor);
    if (uids.has(record.record_uid)) return; // a citation listed twice: the CSV importer keeps the first too
    uids.add(record.record_uid);
    records.push(record);
  });
  // A title without a single section is not a CFR title: retiring everything we hold for it on that word would be
  // the worst possible reading of a broken response.
  if (records.length === 0) throw new SourceFault("schema_changed", `ecfr structure of title ${title.number} at ${title.date}: no section or appendix`);
  return { records, seen };
}
