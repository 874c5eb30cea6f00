/**
 * Answers shared by many requests (the dataset catalogue cache, lib/catalog/dataset-cache.ts): deep-frozen once and
 * registered here, so whoever serialises them may keep the encoded bytes beside them (lib/http/kernel.ts keeps the
 * JSON envelope's bytes: a cache hit then skips JSON.stringify and the UTF-8 encoding).
 *
 * Registering promises that the value never changes again: everything reachable from it is frozen, and it holds no
 * Date, Map or other object whose contents freezing does not protect.
 */
const KEY = Symbol.for("lexatlas.sharedAnswers");
type Holder = { [KEY]?: WeakSet<object> };
/** On globalThis: Next.js may bundle this module several times, and the producer and the kernel must share one set. */
const registry = (): WeakSet<object> => ((globalThis as Holder)[KEY] ??= new WeakSet());

export function shareAnswer<T>(value: T): T {
  deepFreeze(value);
  if (value !== null && typeof value === "object") registry().add(value);
  return value;
}

/** True for a value passed to shareAnswer (the root only: parts of it are not registered themselves). */
export function isSharedAnswer(value: unknown): value is object {
  return value !== null && typeof value === "object" && registry().has(value);
}

function deepFreeze(value: unknown): void {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
}
