import { z } from "zod";
import { defineOperation } from "@/lib/http/operation";

export const healthSchema = z
  .object({
    api_version: z.literal("v1"),
    status: z.enum(["ok", "degraded"]),
    backend: z.enum(["pglite", "postgres"]).meta({ description: "The database engine answering: pglite (embedded) or postgres." }),
    records: z.number().int().meta({ description: "Law records held." }),
  })
  .meta({ id: "Health" });

export const getHealth = defineOperation({
  id: "getHealth",
  method: "GET",
  path: "/health",
  tag: "Service",
  summary: "Service health",
  description: "Whether the service is up, which database engine answers, and how many law records it holds.",
  auth: "optional",
  envelope: "raw",
  data: healthSchema,
  errors: ["unavailable"],
});

export const getOpenApi = defineOperation({
  id: "getOpenApi",
  method: "GET",
  path: "/openapi.json",
  tag: "Service",
  summary: "OpenAPI document",
  description: "This API's OpenAPI 3.1 description, generated from the same operation declarations the server runs.",
  auth: "optional",
  envelope: "raw",
  data: z.record(z.string(), z.unknown()).meta({ description: "An OpenAPI 3.1 document." }),
  errors: [],
});
