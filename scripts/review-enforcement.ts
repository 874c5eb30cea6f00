/**
 * Operator command: review the drafts of the /enforcement lane.
 *   npm run review-enforcement -- list [--status pending|approved|published|rejected]
 *   npm run review-enforcement -- show <id>
 *   npm run review-enforcement -- approve <id> [fields]
 *   npm run review-enforcement -- publish <id> [fields]
 *   npm run review-enforcement -- reject <id>
 * fields (verbatim from the source): --respondent, --allegation, --outcome, --penalty, --statutory-basis, --forum,
 * --title, --summary. Approved and published drafts are served by GET /v1/enforcement (Enterprise); pending and
 * rejected ones never are. On the embedded default it opens the PGlite folder, so stop the server first.
 */
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { enforcementDrafts } from "@/db/schema";
import { DRAFT_STATUSES, ReviewError, approveDraft, listDrafts, publishDraft, rejectDraft, type DraftStatus, type ReviewFields } from "@/lib/enforcement/review";
import { runOnDatabase } from "./support/operator-command";

const USAGE = "usage: review-enforcement list [--status <status>] | show <id> | approve <id> [fields] | publish <id> [fields] | reject <id>";

const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: {
    status: { type: "string" },
    respondent: { type: "string" },
    allegation: { type: "string" },
    outcome: { type: "string" },
    penalty: { type: "string" },
    "statutory-basis": { type: "string" },
    forum: { type: "string" },
    title: { type: "string" },
    summary: { type: "string" },
  },
});
const [command, id] = positionals;
const COMMANDS = ["list", "show", "approve", "publish", "reject"];
if (!command || !COMMANDS.includes(command) || (command !== "list" && !id)) {
  console.error(USAGE);
  process.exit(2);
}
if (id !== undefined && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
  console.error(`review-enforcement: ${id} is not a draft id (a UUID, as \`list\` prints them)`);
  process.exit(2);
}
if (values.status && !(DRAFT_STATUSES as readonly string[]).includes(values.status)) {
  console.error(`review-enforcement: --status must be one of ${DRAFT_STATUSES.join(", ")}`);
  process.exit(2);
}
const fields: ReviewFields = {
  respondent: values.respondent,
  allegation: values.allegation,
  outcome: values.outcome,
  penalty: values.penalty,
  statutory_basis: values["statutory-basis"],
  forum: values.forum,
  title: values.title,
  summary: values.summary,
};
void runOnDatabase(
  "review-enforcement",
  async (db) => {
    switch (command) {
      case "list": {
        const drafts = await listDrafts(db, values.status as DraftStatus | undefined);
        if (drafts.length === 0) console.log("No drafts.");
        for (const d of drafts) {
          console.log(`${d.id}  ${d.status.padEnd(9)} ${d.itemDate ?? "----------"}  ${d.agency ?? "?"}  ${d.title ?? "(untitled)"}`);
          console.log(`    ${d.sourceUrl ?? "(no link)"}  [${d.matchedTerms.join(", ")}]`);
        }
        break;
      }
      case "show": {
        const [d] = await db.select().from(enforcementDrafts).where(eq(enforcementDrafts.id, id!));
        if (!d) throw new ReviewError(`No draft ${id}.`);
        console.log(JSON.stringify(d, null, 2));
        break;
      }
      case "approve":
        console.log(`approved ${(await approveDraft(db, id!, fields)).id}`);
        break;
      case "publish":
        console.log(`published ${(await publishDraft(db, id!, fields)).id}`);
        break;
      case "reject":
        console.log(`rejected ${(await rejectDraft(db, id!)).id}`);
        break;
    }
  },
  (err) => (err instanceof ReviewError ? [err.message] : null),
);
