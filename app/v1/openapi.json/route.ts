import { getOpenApi } from "@/lib/contract/system";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";
import { buildOpenApiDocument } from "@/lib/openapi/document";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(getOpenApi, async (_input, { siteUrl }) => ({ data: buildOpenApiDocument(siteUrl) })),
);
