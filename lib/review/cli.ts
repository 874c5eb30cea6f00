import path from "node:path";
import { parseArgs } from "node:util";
import type { Db } from "@/db/client";
import { approveDraft, type ReviewFields } from "@/lib/enforcement/review";
import { curatedPaths, displayPath, type CuratedPaths } from "./paths";
import { ReviewError } from "./plan";
import { findDraft, isDraftId, LANE_TARGET, listQueue, QUEUE_STATUSES, type QueueStatus } from "./queue";
import { acceptDraft, describeDraft, rejectDraft, type DraftView } from "./review";

/**
 * `npm run review` (scripts/review.ts): the one review command for every kind of draft.
 *   list [--source <id>] [--target <target>] [--status <status>]
 *   show <id> [--set field=value …]            the difference against the curated row, evidence, upstream URL
 *   accept <id> [--set field=value …]          curated drafts: patch the data file + write the database
 *   accept|publish <id> [--respondent …]       enforcement-lane drafts: publish in /enforcement
 *   approve <id> [--respondent …]              enforcement-lane drafts: approve without publishing
 *   reject <id> [--reason "…"]
 *   --data-root <dir>   the checkout whose db/seed files an acceptance patches (default: the working directory)
 * Argument errors are exit status 2 before any database is opened; a refused action (stale draft, unknown id) is 1.
 */

export const REVIEW_USAGE = [
  "usage: npm run review -- list [--source <id>] [--target law_record|enforcement_matter|disclosure|enforcement_item] [--status <status>]",
  "       npm run review -- show <id> [--set field=value …]",
  "       npm run review -- accept <id> [--set field=value …] [--respondent … --outcome … (enforcement-lane drafts)]",
  "       npm run review -- reject <id> [--reason \"…\"]",
  "       npm run review -- approve|publish <id> [--respondent …]   (enforcement-lane drafts)",
  "       --data-root <dir>: the checkout whose db/seed files an acceptance patches (default: the working directory)",
].join("\n");

const COMMANDS = ["list", "show", "accept", "reject", "approve", "publish"] as const;
type Command = (typeof COMMANDS)[number];

const LANE_FIELD_OPTIONS = {
  respondent: { type: "string" },
  allegation: { type: "string" },
  outcome: { type: "string" },
  penalty: { type: "string" },
  "statutory-basis": { type: "string" },
  forum: { type: "string" },
  title: { type: "string" },
  summary: { type: "string" },
} as const;

export interface ParsedReviewArgs {
  command: Command;
  id: string | null;
  source?: string;
  target?: string;
  status?: QueueStatus;
  reason?: string;
  edits: Record<string, unknown>;
  laneFields: ReviewFields;
  dataRoot: string | null;
}

export class UsageError extends Error {}

/** `--set field=value`: null, true and false are YAML's; anything else is text (a date is written as text too). */
export function parseSet(values: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const raw of values) {
    const i = raw.indexOf("=");
    if (i <= 0) throw new UsageError(`--set ${raw}: expected field=value`);
    const field = raw.slice(0, i).trim();
    const text = raw.slice(i + 1);
    out[field] = text === "null" ? null : text === "true" ? true : text === "false" ? false : text;
  }
  return out;
}

export function parseReviewArgs(argv: string[]): ParsedReviewArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        source: { type: "string" },
        target: { type: "string" },
        status: { type: "string" },
        reason: { type: "string" },
        set: { type: "string", multiple: true },
        "data-root": { type: "string" },
        ...LANE_FIELD_OPTIONS,
      },
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, id, extra] = positionals;
  if (!command || !(COMMANDS as readonly string[]).includes(command)) throw new UsageError(command ? `unknown command ${command}` : "no command");
  if (extra !== undefined) throw new UsageError(`unexpected argument ${extra}`);
  if (command === "list" && id !== undefined) throw new UsageError("list takes no id (filter with --source, --target, --status)");
  if (command !== "list") {
    if (!id) throw new UsageError(`${command} needs a draft id`);
    if (!isDraftId(id)) throw new UsageError(`${id} is not a draft id (a UUID, as \`list\` prints them)`);
  }
  if (values.status && !(QUEUE_STATUSES as readonly string[]).includes(values.status)) throw new UsageError(`--status must be one of ${QUEUE_STATUSES.join(", ")}`);
  return {
    command: command as Command,
    id: id ?? null,
    source: values.source,
    target: values.target,
    status: values.status as QueueStatus | undefined,
    reason: values.reason,
    edits: parseSet(values.set ?? []),
    laneFields: {
      respondent: values.respondent,
      allegation: values.allegation,
      outcome: values.outcome,
      penalty: values.penalty,
      statutory_basis: values["statutory-basis"],
      forum: values.forum,
      title: values.title,
      summary: values.summary,
    },
    dataRoot: values["data-root"] ? path.resolve(values["data-root"]) : null,
  };
}

export interface ReviewIo {
  out(line: string): void;
}

/** Runs one parsed review command; refusals throw ReviewError (the caller prints the message, exit status 1). */
export async function runReview(db: Db, args: ParsedReviewArgs, io: ReviewIo, paths: CuratedPaths = curatedPaths(args.dataRoot ?? undefined)): Promise<void> {
  if (args.id && args.target) {
    // --target on a command with an id is a guard: review-enforcement never touches a curated draft.
    const found = await findDraft(db, args.id);
    const target = found ? (found.queue === "lane" ? LANE_TARGET : found.draft.target) : null;
    if (target && target !== args.target) throw new ReviewError(`draft ${args.id} is a ${target} draft, not ${args.target}`);
  }
  switch (args.command) {
    case "list": {
      const entries = await listQueue(db, { source: args.source, target: args.target, status: args.status });
      if (entries.length === 0) io.out("No drafts.");
      for (const e of entries) {
        io.out(`${e.id}  ${e.status.padEnd(9)} ${e.date ?? "----------"}  ${e.source}  ${e.target}${e.targetKey ? ` ${e.targetKey}` : ""}`);
        io.out(`    ${e.summary}`);
        io.out(`    ${e.url ?? "(no link)"}${e.note ? `  — ${e.note}` : ""}`);
      }
      return;
    }
    case "show":
      for (const line of formatDraft(await describeDraft(db, args.id!, paths, args.edits), paths)) io.out(line);
      return;
    case "accept":
    case "publish": {
      if (args.command === "publish" && (await findDraft(db, args.id!))?.queue === "source") throw new ReviewError("publish is for enforcement-lane drafts; use accept");
      const result = await acceptDraft(db, args.id!, paths, args.edits, args.laneFields);
      io.out(`accepted ${result.id}: ${result.written}`);
      if (result.file) io.out(`wrote ${displayPath(paths, result.file)} — review it with \`git diff\` and commit it: the data file is the record`);
      return;
    }
    case "approve": {
      if ((await findDraft(db, args.id!))?.queue === "source") throw new ReviewError("approve is for enforcement-lane drafts; a curated draft is accepted (accept) or rejected");
      io.out(`approved ${(await approveDraft(db, args.id!, args.laneFields)).id}`);
      return;
    }
    case "reject":
      io.out(`rejected ${(await rejectDraft(db, args.id!, args.reason)).id}${args.reason ? ` (${args.reason})` : ""}`);
      return;
  }
}

const show = (v: unknown) => (v === undefined ? "—" : typeof v === "string" ? JSON.stringify(v) : JSON.stringify(v ?? null));

/** `show`: the draft, the difference against the curated row field by field, the upstream evidence and URL. */
export function formatDraft(view: DraftView, paths: CuratedPaths): string[] {
  const { entry, found, plan } = view;
  const lines = [`${entry.id}  ${entry.status}  ${entry.source} → ${entry.target}${entry.targetKey ? ` ${entry.targetKey}` : ""}`, `  ${entry.summary}`];
  if (found.queue === "lane") {
    const d = found.draft;
    lines.push(`  would publish in /enforcement (${LANE_TARGET}):`);
    for (const [field, value] of Object.entries({
      title: d.title, agency: d.agency, scope: d.scope, jurisdiction: d.jurisdictionSlug, change_type: d.changeType, item_date: d.itemDate, summary: d.summary,
      respondent: d.respondent, allegation: d.allegation, outcome: d.outcome, penalty: d.penalty, statutory_basis: d.statutoryBasis, forum: d.forum,
    })) lines.push(`    ${field.padEnd(16)} ${show(value)}`);
    lines.push(`  upstream: ${d.sourceUrl ?? "(no link)"}`);
    if (d.reviewNote) lines.push(`  note: ${d.reviewNote}`);
    return lines;
  }
  const d = found.draft;
  if (plan) {
    lines.push(`  curated row: ${displayPath(paths, plan.file)}${plan.line ? `:${plan.line}` : ""}`);
    const width = Math.max(12, ...plan.changes.map((c) => c.field.length));
    lines.push(`    ${"field".padEnd(width)}  current  →  proposed`);
    for (const c of plan.changes) lines.push(`    ${c.field.padEnd(width)}  ${show(c.current)}  →  ${show(c.proposed)}`);
  } else {
    lines.push(`  proposed: ${JSON.stringify(d.proposed)}`);
    if (d.applied) lines.push(`  applied: ${JSON.stringify(d.applied)}`);
  }
  lines.push("  evidence:");
  for (const [field, value] of Object.entries(d.evidence as Record<string, unknown>)) {
    if (field === "computed_against") continue;
    lines.push(`    ${field}: ${typeof value === "string" ? value : JSON.stringify(value)}`);
  }
  lines.push(`  upstream: ${d.upstreamUrl ?? "(no link)"}`);
  if (d.reviewNote) lines.push(`  note: ${d.reviewNote}`);
  if (plan) {
    if (plan.stale) lines.push(`  STALE: ${plan.stale}`);
    for (const p of plan.problems) lines.push(`  to accept: ${p}`);
    if (!plan.stale && plan.problems.length === 0) lines.push(`  ready: \`accept ${d.id}\` writes ${displayPath(paths, plan.file)} and the database`);
  }
  return lines;
}
