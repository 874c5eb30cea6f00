/**
 * Operator command, kept for the enforcement lane: `npm run review-enforcement -- <command>` is
 * `npm run review -- <command>` over the agency-feed drafts only (list shows only them; their commands are list, show,
 * approve, publish, reject). See scripts/review.ts.
 */
import { LANE_TARGET } from "@/lib/review/queue";
import { UsageError } from "@/lib/review/cli";
import { reviewMain } from "./support/review-main";

const USAGE = "usage: review-enforcement list [--status <status>] | show <id> | approve <id> [fields] | publish <id> [fields] | reject <id> [--reason \"…\"]";

reviewMain("review-enforcement", process.argv.slice(2), USAGE, (args) => {
  if (args.command === "accept") throw new UsageError("accept is `npm run review`'s word; here: publish");
  if (args.target && args.target !== LANE_TARGET) throw new UsageError(`review-enforcement reviews ${LANE_TARGET} drafts only; use npm run review`);
  return { ...args, target: LANE_TARGET };
});
