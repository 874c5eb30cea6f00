import { handleDeliverCallback } from "@/lib/webhooks/qstash";

// Internal, not public API (absent from OpenAPI): QStash calls this once per delivery attempt, signed with the
// QStash signing keys; the handler verifies that signature before it touches the outbox.
export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const POST = (request: Request) => handleDeliverCallback(request);
