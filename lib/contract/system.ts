import { z } from "zod";
import { defineOperation } from "@/lib/http/operation";

export const healthSchema = z
  .object({
    api_version: z.literal("v1"),
    status: z.enum(["ok", "degraded"]),
    backend: z.enum(["pglite", "postgres"]).meta({ description: "The database engine answering: pglite (embedded) or postgres." }),
    records: z.number().int().meta({ description: "Law records held." }),
    corpora: z
      .object({
        us_law: z.object({
          state: z.enum(["not_started", "loading", "ready", "failed"]),
          records: z.number().int().meta({ description: "US-law records held now." }),
          source: z.string().optional().meta({ description: "While loading: the upstream being loaded." }),
          done: z.number().int().optional(),
          total: z.number().int().optional(),
        }),
      })
      .meta({ description: "Bulk corpora the server loads in the background on a first start (the US-law corpus)." }),
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

export const accuracySchema = z
  .object({
    api_version: z.literal("v1"),
    source_health: z.object({
      checked: z.number().int(),
      live: z.number().int(),
      confirmed_broken: z.number().int(),
      unverified: z.number().int(),
      live_pct: z.number().int().nullable(),
      last_checked_at: z.string().nullable(),
    }),
    observations: z.object({ total: z.number().int(), since: z.string().nullable() }),
  })
  .meta({ id: "Accuracy" });

export const getAccuracy = defineOperation({
  id: "getAccuracy",
  method: "GET",
  path: "/accuracy",
  tag: "Service",
  summary: "Official-link accuracy",
  description: [
    "How the official links we serve fared at the last link check (`npm run check-links`).",
    "",
    "Each link is one of:",
    "",
    "- **live**;",
    "- **confirmed broken**: 404/410, or repeated hard failures;",
    "- **unverified**: timeouts, bot walls.",
    "",
    "Computed from recorded checks, never estimated.",
  ].join("\n"),
  auth: "optional",
  envelope: "raw",
  data: accuracySchema,
  errors: ["unavailable"],
});
