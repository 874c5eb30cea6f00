import { handleIngestRequest } from "@/lib/ingest/admin";

// Internal, not public API (absent from OpenAPI): runs a source run inside the server. POST from
// `npm run ingest -- <source> --server <url>`; GET from the scheduled job (vercel.json crons). Bearer ADMIN_TOKEN.
export const dynamic = "force-dynamic";
export const runtime = "nodejs";
export const maxDuration = 300;

export const GET = handleIngestRequest;
export const POST = handleIngestRequest;
