import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { apiKeys } from "@/db/schema";
import { PRODUCTS, entitlementFor, type Product, type TierName } from "@/lib/auth/tiers";
import { ApiError, invalidParameter } from "@/lib/http/errors";
import { recordBudgetExceeded } from "@/lib/http/record-budget-error";
import type { Reservation } from "@/lib/limits/budget";
import { recordBudget } from "@/lib/limits/budget-instance";
import { attributionFor } from "@/lib/vocabulary";
import { partEncoder } from "./formats";
import { assertBulkExport, budgetKeyOf, budgetWindowsOf } from "./gate";
import { EXPORT_LINK_MINUTES, verifyPartToken, type PartClaims } from "./part-token";
import { pinnedBatch, type PinnedBatch } from "./pinned-rows";

/**
 * GET /us-law/export/download?token=…: streams one planned part. The token is the only credential (the kernel
 * ignores any API key sent). The key that planned the manifest pays: the part's rows are reserved on its record
 * budget before the first byte (all or nothing, 429 record_budget_exceeded otherwise), and whatever was not handed
 * to the transport — the client went away, the database failed — is refunded when the stream ends. Every download
 * is charged, a repeated one too: the records are served again. The key must still hold bulk export (a revoked,
 * downgraded or unlicensed key's links stop working).
 */

/** Rows per keyset query: big enough to amortise the round trip, small enough for constant memory. */
export const EXPORT_BATCH_ROWS = 2_000;

const utf8 = new TextEncoder();

export interface ExportPartAttachment {
  stream: ReadableStream<Uint8Array>;
  contentType: string;
  headers: Record<string, string>;
}

export async function downloadUsLawExportPart(db: Db, token: string, siteUrl: string, now = new Date()) {
  const check = verifyPartToken(token, now);
  if (!check.ok) throw invalidParameter("token", `This export part link is not valid: ${check.reason}. Use a part URL exactly as the manifest gave it.`);
  const c = check.claims;
  if (check.expired) {
    throw new ApiError(
      "not_found",
      `This export part link expired at ${c.expiresAt.toISOString()}; part links last ${EXPORT_LINK_MINUTES} minutes. Plan a new manifest with GET /v1/us-law/export.`,
    );
  }
  const [key] = await db.select().from(apiKeys).where(eq(apiKeys.id, c.keyId)).limit(1);
  if (!key) throw new ApiError("not_found", "The key that planned this export no longer exists.");
  if (key.revokedAt) throw new ApiError("key_revoked", "The key that planned this export was revoked; its export links no longer work.");
  const products = key.products.filter((p): p is Product => (PRODUCTS as readonly string[]).includes(p));
  const ent = entitlementFor({ kind: "key", tier: key.tier as TierName, products, keyId: key.id, keyPrefix: key.keyPrefix }, "us_law");
  assertBulkExport(ent, "the key that planned this export");

  const charge = await recordBudget().reserve(budgetKeyOf(key.id), c.rows, budgetWindowsOf(ent), now);
  if (!charge.ok) throw recordBudgetExceeded(charge.snapshot, c.rows, "part");

  const attribution = attributionFor(siteUrl);
  const encoder = partEncoder(c.format, c.fields, attribution);
  const name = `lexatlas-us-law-${c.manifestId.slice(0, 8)}-part-${String(c.part + 1).padStart(4, "0")}-of-${String(c.parts).padStart(4, "0")}.${encoder.extension}`;
  const attachment: ExportPartAttachment = {
    stream: partStream(db, c, charge.reservation, attribution),
    contentType: encoder.contentType,
    headers: {
      "Content-Type": encoder.contentType,
      "Content-Disposition": `attachment; filename="${name}"`,
      "X-SVC-Export-Manifest": c.manifestId,
      "X-SVC-Export-Part": `${c.part + 1}/${c.parts}`,
      "X-SVC-Export-Rows": String(c.rows),
      "X-SVC-Export-As-Of": c.asOf,
      "X-SVC-Records-Charged": String(c.rows),
    },
  };
  // The body is always the attachment's stream (every format is a representation); `data` is never serialised.
  return { data: [], attachment };
}

/**
 * The part as a pull stream: one keyset batch per pull, so memory holds a bounded number of batches whatever the part
 * size. While the consumer takes a batch, the next one is already being read (one batch ahead, never more), so the
 * database and the transport work at the same time instead of in turn.
 */
/** Bytes per row of the last batch written, per format and field set (sizes the next batch's buffer). */
const bytesPerRow = new Map<string, number>();

export function partStream(db: Db, c: PartClaims, reservation: Reservation, attribution: string, batchRows = EXPORT_BATCH_ROWS): ReadableStream<Uint8Array> {
  const encoder = partEncoder(c.format, c.fields, attribution);
  const shape = `${c.format}:${c.fields}`;
  const range = { asOf: c.asOf, filters: c.filters, after: c.after, through: c.through };
  /** Rows read so far (handed over or read ahead), rows handed to the transport, and where the next read starts. */
  let read = 0;
  let served = 0;
  let cursor: string | null = null;
  let exhausted = false;
  let ahead: Promise<PinnedBatch> | null = null;
  let started = false;
  let settled = false;
  const more = () => !exhausted && read < c.rows;
  const readNext = (): Promise<PinnedBatch> => {
    // Never more than the manifest counted (and charged) for this part: a batch reads at most `want` candidates.
    const want = Math.min(batchRows, c.rows - read);
    // The batch's buffer sized from the bytes per row of this format's last batch (+5%): allocated once, not grown.
    const perRow = bytesPerRow.get(shape);
    const sizeHint = perRow === undefined ? undefined : Math.ceil(want * perRow * 1.05);
    const frame = { before: encoder.before(read === 0), separator: encoder.separator, after: encoder.after, sizeHint };
    const batch = pinnedBatch(db, range, cursor, want, encoder, frame).then((b) => {
      if (b.bytes && b.rows > 0) bytesPerRow.set(shape, b.bytes.length / b.rows);
      read += b.rows;
      cursor = b.last ?? cursor;
      if (b.scanned < want) exhausted = true;
      return b;
    });
    // Awaited by the next pull; a failure read ahead for a consumer that went away must not become unhandled.
    batch.catch(() => {});
    return batch;
  };
  const settle = async () => {
    if (settled) return;
    settled = true;
    await ahead?.catch(() => null);
    const unserved = c.rows - served;
    if (unserved > 0) await recordBudget().refund(reservation, unserved).catch((err) => console.error("export refund failed", err));
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const head = started ? "" : encoder.prefix;
        started = true;
        // A batch may match no row (a filtered part whose candidates the pinned filter all rejects): read on.
        let batch: PinnedBatch | null = null;
        while (!(batch && batch.rows > 0) && (ahead || more())) {
          batch = await (ahead ?? readNext());
          ahead = null;
        }
        // The batch's bytes (framed by Postgres) go to the transport as they are; the prefix and suffix apart.
        if (head) controller.enqueue(utf8.encode(head));
        if (batch && batch.rows > 0 && batch.bytes) {
          if (more()) ahead = readNext();
          controller.enqueue(batch.bytes);
          served += batch.rows;
        }
        const done = !ahead;
        if (done && encoder.suffix) controller.enqueue(utf8.encode(encoder.suffix));
        if (done) {
          await settle();
          controller.close();
        }
      } catch (err) {
        await settle();
        controller.error(err);
      }
    },
    async cancel() {
      await settle();
    },
  });
}
