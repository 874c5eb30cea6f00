import { ReviewError } from "@/lib/enforcement/review";
import { parseReviewArgs, runReview, UsageError, type ParsedReviewArgs } from "@/lib/review/cli";
import { runOnDatabase } from "./operator-command";

/**
 * The body of `npm run review` and `npm run review-enforcement`: parse (a usage error is exit status 2, before the
 * database is opened), optionally narrow the arguments, then run on the configured database (a refusal — a stale
 * draft, an unknown id — prints its message and sets exit status 1).
 */
export function reviewMain(command: string, argv: string[], usage: string, restrict?: (args: ParsedReviewArgs) => ParsedReviewArgs): void {
  let args: ParsedReviewArgs;
  try {
    args = parseReviewArgs(argv);
    if (restrict) args = restrict(args);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`${command}: ${err.message}\n${usage}`);
    process.exit(2);
  }
  void runOnDatabase(command, (db) => runReview(db, args, { out: (line) => console.log(line) }), (err) => (err instanceof ReviewError ? err.message.split("\n") : null));
}
