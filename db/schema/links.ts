import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Link-check state of every official URL we serve; /accuracy is computed from it. */
export const linkChecks = pgTable("link_checks", {
  url: text("url").primaryKey(),
  state: text("state").notNull(), // live | confirmed_broken | unverified
  lastStatus: integer("last_status"),
  lastError: text("last_error"),
  consecutiveFailures: integer("consecutive_failures").notNull().default(0),
  checkedAt: timestamp("checked_at", { withTimezone: true, precision: 6 }).notNull(),
});
