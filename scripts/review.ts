/**
 * Operator command: review every kind of draft (docs/sources.md, "Reviewing drafts").
 *   npm run review -- list [--source <id>] [--target <target>] [--status <status>]
 *   npm run review -- show <id> [--set field=value …]
 *   npm run review -- accept <id> [--set field=value …]
 *   npm run review -- reject <id> [--reason "…"]
 *   npm run review -- approve|publish <id> [--respondent …]   (enforcement-lane drafts)
 * Accepting a draft of a curated row patches its data file under db/seed (of the working directory, or --data-root)
 * and writes the configured database through the corpus's normal path. On the embedded default it opens the PGlite
 * folder, so stop the server first.
 */
import { REVIEW_USAGE } from "@/lib/review/cli";
import { reviewMain } from "./support/review-main";

reviewMain("review", process.argv.slice(2), REVIEW_USAGE);
