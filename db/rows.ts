/**
 * The rows of a raw `db.execute(sql…)` result. Both engines (node-postgres and PGlite) answer `{ rows }`; drizzle
 * passes that through untyped, so callers name the row type here once.
 */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * How many rows the INSERT, UPDATE or DELETE of a raw `db.execute(sql…)` wrote: node-postgres answers `rowCount`,
 * PGlite `affectedRows`; null when the result carries neither.
 */
export function writtenRowsOf(result: unknown): number | null {
  const r = result as { rowCount?: number | null; affectedRows?: number | null };
  const n = r.rowCount ?? r.affectedRows;
  return typeof n === "number" ? n : null;
}
