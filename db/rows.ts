/**
 * The rows of a raw `db.execute(sql…)` result. Both engines (node-postgres and PGlite) answer `{ rows }`; drizzle
 * passes that through untyped, so callers name the row type here once.
 */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
