import { z } from "zod";
import { defineOperation } from "@/lib/http/operation";

const emailBody = z
  .object({
    email: z.email({ message: "expected an email address" }).max(254).meta({ example: "dev@example.com" }),
  })
  .meta({ id: "KeyRequest" });

export const keyIssuanceSchema = z
  .object({
    api_version: z.literal("v1"),
    key: z.string().meta({ description: "The plaintext key, shown once. Store it now: LexAtlas keeps only a hash.", example: "<API_KEY>" }),
    key_prefix: z.string().meta({ description: "Readable, non-secret prefix naming the tier, e.g. lex_free_Ab12Cd." }),
    id: z.uuid(),
    tier: z.literal("free"),
    email: z.string(),
    email_delivery: z.object({ delivered: z.boolean() }),
    note: z.string(),
  })
  .meta({ id: "KeyIssuance" });

const issuanceDescription = [
  "Issues a free API key for an email address.",
  "",
  "- The plaintext key is in this response once and emailed once; the service stores only a keyed hash.",
  "- One active free key per email: another request for the same email is a 409 `conflict`.",
  "- Issuance is throttled per client address (5 keys an hour by default); beyond it, 429 `rate_limited`.",
  "- Paid tiers are granted through checkout, not here.",
].join("\n");

export const createKey = defineOperation({
  id: "createKey",
  method: "POST",
  path: "/keys",
  tag: "Keys",
  summary: "Issue a free API key",
  description: issuanceDescription,
  auth: "optional",
  body: emailBody,
  envelope: "raw",
  successStatus: 201,
  data: keyIssuanceSchema,
  errors: ["invalid_parameter", "invalid_body", "conflict", "unavailable"],
});

export const createAuthToken = defineOperation({
  ...createKey,
  id: "createAuthToken",
  path: "/auth/token",
  summary: "Issue a free API token",
  description: `${issuanceDescription}\n\nSame key store as \`POST /keys\`: a token is an API key.`,
});
