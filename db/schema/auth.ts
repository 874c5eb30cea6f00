import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** API keys. Only a keyed hash (HMAC-SHA256 under the server secret) is stored; the plaintext is shown once. */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    keyHash: text("key_hash").notNull().unique(),
    keyPrefix: text("key_prefix").notNull(),
    tier: text("tier").notNull(),
    products: text("products").array().notNull().default(sql`ARRAY['ai_law']::text[]`),
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, precision: 6 }),
    revokedAt: timestamp("revoked_at", { withTimezone: true, precision: 6 }),
  },
  (t) => [
    // One active self-serve (free) key per email: the database enforces it, so two racing sign-ups cannot both win.
    uniqueIndex("api_keys_one_active_free_per_email")
      .on(t.email)
      .where(sql`${t.revokedAt} IS NULL AND ${t.tier} = 'free'`),
  ],
);

/** Served requests per key per UTC day; a month is the sum of its days. Durable, so /me survives restarts. */
export const apiUsageDaily = pgTable(
  "api_usage_daily",
  {
    keyId: uuid("key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    requests: integer("requests").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day] }), index("api_usage_daily_day").on(t.day)],
);
