import { randomUUID } from "node:crypto";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jurisdictions, webhooks } from "@/db/schema";
import type { Entitlement } from "@/lib/auth/tiers";
import { holdsLicence, TIERS } from "@/lib/auth/tiers";
import { ApiError, invalidParameter, notFound } from "@/lib/http/errors";
import { deliveryMode } from "./mode";
import type { WebhookEvent } from "./outbox";
import { US_LAW_EVENTS } from "./us-law-outbox";
import { sealSecret } from "./secret-box";
import { newSigningSecret } from "./signing";
import { TargetRefused, vetTargetAtCreation } from "./target-url";

/** POST/GET/DELETE /webhooks: a key sees and deletes only its own subscriptions. */

type WebhookRow = typeof webhooks.$inferSelect;
type Scope = "state" | "federal" | "eu" | "global";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function webhookOf(row: WebhookRow) {
  return {
    id: row.id,
    target_url: row.targetUrl,
    events: row.events as WebhookEvent[],
    scope: (row.scope as Scope | null) ?? null,
    jurisdiction: row.jurisdiction,
    active: row.active,
    failure_count: row.failureCount,
    disabled_at: iso(row.disabledAt),
    disabled_reason: row.disabledReason,
    last_delivery_at: iso(row.lastDeliveryAt),
    created_at: row.createdAt.toISOString(),
  };
}

export interface CreateWebhookInput {
  target_url: string;
  events: WebhookEvent[];
  scope?: Scope;
  jurisdiction?: string;
}

export async function createWebhook(db: Db, input: CreateWebhookInput, ent: Entitlement) {
  deliveryMode(); // 503 when the configured scheduler is refused: never accept a subscription nothing would serve
  // US-law events carry full US-law records: a key without that licence cannot subscribe to them (and a key that
  // loses it gets no more of them: the outbox checks the licence per change).
  const usLawEvents = input.events.filter((e) => (US_LAW_EVENTS as readonly string[]).includes(e));
  if (usLawEvents.length && !holdsLicence(ent, "us_law")) {
    throw new ApiError(
      "tier_upgrade_required",
      `The events ${usLawEvents.join(", ")} need the US-law licence; this key is licensed for ${ent.products.join(", ") || "nothing"}.`,
    );
  }
  let target: Awaited<ReturnType<typeof vetTargetAtCreation>>;
  try {
    target = await vetTargetAtCreation(input.target_url);
  } catch (err) {
    if (err instanceof TargetRefused) throw invalidParameter("target_url", `Body field 'target_url' ${err.message}.`);
    throw err;
  }
  if (input.jurisdiction) {
    const [known] = await db.select({ slug: jurisdictions.slug }).from(jurisdictions).where(eq(jurisdictions.slug, input.jurisdiction)).limit(1);
    if (!known) throw invalidParameter("jurisdiction", `Body field 'jurisdiction' is not a known jurisdiction slug: '${input.jurisdiction}' (see /v1/jurisdictions).`);
  }
  const keyId = ent.keyId!;
  const allowance = TIERS[ent.tier].webhooks;
  const id = randomUUID();
  const secret = newSigningSecret();
  const row = await db.transaction(async (tx) => {
    // Locking the key row serialises this key's creations, so two racing requests cannot both take the last slot.
    await tx.execute(sql`SELECT id FROM api_keys WHERE id = ${keyId} FOR UPDATE`);
    if (allowance !== null) {
      const [held] = await tx.select({ n: count() }).from(webhooks).where(eq(webhooks.keyId, keyId));
      if ((held?.n ?? 0) >= allowance) {
        throw new ApiError(
          "conflict",
          `This key already holds ${held?.n} webhooks, the ${TIERS[ent.tier].label} allowance of ${allowance}. Delete one (DELETE /v1/webhooks/{id}) or upgrade.`,
        );
      }
    }
    const [inserted] = await tx
      .insert(webhooks)
      .values({
        id,
        keyId,
        targetUrl: target.url,
        events: input.events,
        scope: input.scope ?? null,
        jurisdiction: input.jurisdiction ?? null,
        secretCiphertext: sealSecret(secret, id),
      })
      .returning();
    return inserted!;
  });
  return {
    data: { ...webhookOf(row), signing_secret: secret },
    ...(target.notice ? { meta: { notice: target.notice } } : {}),
    status: 201,
  };
}

export async function listWebhooks(db: Db, ent: Entitlement) {
  const rows = await db.select().from(webhooks).where(eq(webhooks.keyId, ent.keyId!)).orderBy(asc(webhooks.createdAt), asc(webhooks.id));
  const allowance = TIERS[ent.tier].webhooks;
  return { data: rows.map(webhookOf), meta: { count: rows.length, allowance: allowance === null ? ("unlimited" as const) : allowance } };
}

/** Another key's webhook is answered exactly like a missing one, so ids cannot be probed. */
const ownedBy = (id: string, ent: Entitlement) => and(eq(webhooks.id, id), eq(webhooks.keyId, ent.keyId!));

export async function getWebhook(db: Db, id: string, ent: Entitlement) {
  const [row] = await db.select().from(webhooks).where(ownedBy(id, ent)).limit(1);
  if (!row) throw notFound(`Webhook ${id}`);
  return { data: webhookOf(row) };
}

export async function deleteWebhook(db: Db, id: string, ent: Entitlement) {
  const [row] = await db.delete(webhooks).where(ownedBy(id, ent)).returning({ id: webhooks.id });
  if (!row) throw notFound(`Webhook ${id}`);
  return { data: { id: row.id, deleted: true as const } };
}
