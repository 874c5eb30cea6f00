/**
 * One turn of the event loop (setImmediate): pending I/O — a finished statement's reply, an incoming request — is
 * served before the caller goes on. Long synchronous work is cut into pieces with it (PGlite statements, an ingest's
 * staging chunks, a connector's page derivation).
 */
export const eventLoopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Calls `visit(i)` for i = 0 … count − 1 in slices of `slice`, with a turn of the event loop between slices: long
 * synchronous work over a page of items (deriving it, serialising it) that lets finished statements and incoming
 * requests through after each slice instead of after the whole page.
 */
export async function inSlices(count: number, visit: (i: number) => void, slice: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    if (i > 0 && i % slice === 0) await eventLoopTurn();
    visit(i);
  }
}
