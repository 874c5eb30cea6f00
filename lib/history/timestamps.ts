/**
 * Microsecond timestamps in JS. Postgres keeps timestamptz(6); a JS Date keeps milliseconds. The change-feed cursor is
 * only lossless if the exact stored value round-trips, so timestamps leave the database as text (lib/db-time.ts) and
 * arithmetic on them (the next observed_at, a lookback floor) is done on BigInt microseconds.
 */

const ISO = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Microseconds since the epoch of an ISO 8601 date or date-time; a time without an offset is UTC. */
export function parseMicros(value: string): bigint {
  const m = ISO.exec(value.trim());
  if (!m) throw new RangeError(`not an ISO 8601 date-time: ${value}`);
  const [, date, hm = "00:00", seconds = "00", fraction = "", zone = "Z"] = m;
  const offset = zone === "Z" ? "Z" : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  const ms = Date.parse(`${date}T${hm}:${seconds}${offset}`);
  if (Number.isNaN(ms)) throw new RangeError(`not a valid date-time: ${value}`);
  return BigInt(ms) * 1000n + BigInt(fraction.padEnd(6, "0"));
}

/** The inverse of parseMicros, in the fixed format the API serves. */
export function formatMicros(micros: bigint): string {
  const ms = micros / 1000n - (micros % 1000n < 0n ? 1n : 0n);
  const sub = micros - ms * 1000n;
  const iso = new Date(Number(ms)).toISOString(); // …SS.mmmZ
  return `${iso.slice(0, 23)}${sub.toString().padStart(3, "0")}Z`;
}

/** Normalises any accepted ISO input (date only, offsets, fewer digits) to the served format. */
export function canonicalTimestamp(value: string): string {
  return formatMicros(parseMicros(value));
}

export const MICROS_PER_DAY = 86_400_000_000n;
