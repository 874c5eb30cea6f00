import { handleSyncRequest } from "@/lib/sources/internal-route";

// Internal, not public API (absent from OpenAPI): the live-source schedulers' entry. GET from the Vercel cron
// (vercel.json, Bearer CRON_SECRET); POST from a QStash schedule (signature verified) or an operator (Bearer
// ADMIN_TOKEN). Runs the sources that are due, or the ones the body names.
export const dynamic = "force-dynamic";
export const runtime = "nodejs";
export const maxDuration = 300;

export const GET = handleSyncRequest;
export const POST = handleSyncRequest;
