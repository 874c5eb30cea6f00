/**
 * One turn of the event loop (setImmediate): pending I/O — a finished statement's reply, an incoming request — is
 * served before the caller goes on. Long synchronous work is cut into pieces with it (PGlite statements, an ingest's
 * staging chunks, a connector's page derivation).
 */
export const eventLoopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
