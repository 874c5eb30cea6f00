import { handleMcpRequest } from "@/lib/mcp/server";

/** The read-only MCP endpoint (Streamable HTTP, stateless JSON responses); tools are generated from the registry. */
export const dynamic = "force-dynamic";
export const runtime = "nodejs";
export const POST = handleMcpRequest;
export const GET = handleMcpRequest;
export const DELETE = handleMcpRequest;
