import type { FieldChange } from "@/db/schema";
import type { Versioned } from "./normalize";

/** What changed between the stored and the incoming version of one record. */
export interface ContentChange {
  /** Public field names, then "metadata" when only internal metadata (or also it) changed. */
  changedFields: string[];
  /** Scalar public fields only: { field, from, to }. */
  fieldChanges: FieldChange[];
  /** False for metadata-only updates (dropped by `significant=true` and /feed). */
  significant: boolean;
}

/** JSON with object keys sorted, so jsonb's own key order (or a source's) never reads as a change. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Scalars compare directly (most fields, and the hot path of an unchanged re-read); arrays and objects canonically. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  return canonicalJson(a) === canonicalJson(b);
}

/**
 * The change from `stored` to `incoming`, or null when they hold the same content and metadata (then only checked_at
 * moves). Both sides must be normalised the same way; fields are compared in `incoming.content`'s key order, which is
 * the order changed_fields lists them in.
 */
export function contentChange<C extends object, M>(
  stored: Versioned<C, M>,
  incoming: Versioned<C, M>,
  nonScalarFields: ReadonlySet<string> = new Set(),
): ContentChange | null {
  const changedFields: string[] = [];
  const fieldChanges: FieldChange[] = [];
  for (const [field, to] of Object.entries(incoming.content)) {
    const from = (stored.content as Record<string, unknown>)[field] ?? null;
    if (same(from, to)) continue;
    changedFields.push(field);
    if (!nonScalarFields.has(field)) fieldChanges.push({ field, from, to });
  }
  const metadataChanged = !same(stored.metadata, incoming.metadata);
  if (changedFields.length === 0 && !metadataChanged) return null;
  return {
    changedFields: metadataChanged ? [...changedFields, "metadata"] : changedFields,
    fieldChanges,
    significant: changedFields.length > 0,
  };
}

/** The law fields that are objects in the Record (jurisdiction): listed in changed_fields, not diffed by value. */
export const LAW_NON_SCALAR_FIELDS: ReadonlySet<string> = new Set(["jurisdiction"]);
