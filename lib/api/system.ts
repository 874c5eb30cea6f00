import * as contract from "@/lib/contract/system";
import { bind } from "@/lib/http/handler";
import { accuracyOf } from "@/lib/links/accuracy";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { healthOf } from "@/lib/system/health";

export const systemOperations = [
  bind(contract.getHealth, async (_input, { db, engine }) => ({ data: await healthOf(db, engine) })),
  bind(contract.getOpenApi, async (_input, { siteUrl }) => ({ data: buildOpenApiDocument(siteUrl) })),
  bind(contract.getAccuracy, async (_input, { db }) => ({ data: await accuracyOf(db) })),
];
