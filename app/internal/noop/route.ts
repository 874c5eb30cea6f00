/**
 * The framework's floor: a route handler that answers a constant JSON body without touching the kernel, the database
 * or a key. tests/bench/http-throughput.ts measures keyed requests against it (the kernel's own cost); it also serves as a
 * liveness probe that cannot fail on a busy database.
 */
const BODY = JSON.stringify({ ok: true });

export function GET(): Response {
  return new Response(BODY, { status: 200, headers: { "Content-Type": "application/json", "Cache-Control": "no-store" } });
}
