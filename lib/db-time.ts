import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * A timestamptz rendered by Postgres as ISO 8601 UTC with microseconds. JS Dates keep only milliseconds, and the
 * change-feed cursor and `updated_at` must round-trip exactly, so timestamps leave the database as text.
 */
export function isoMicros(column: AnyColumn | SQL): SQL<string | null> {
  return sql<string | null>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
