import { Redis } from "@upstash/redis";
import { assertUnits, bucketDays, ROLLING_DAYS, snapshotOf, type BudgetWindows, type Reservation, type ReserveResult, type UnitBudget } from "./budget";
import { RateLimiterUnavailableError } from "./rate-limiter";

/**
 * The budget on Upstash Redis, shared by every instance. One Lua script reads the 30 day buckets and, when the
 * reservation fits both windows, increments today's bucket — atomically, so concurrent instances never overspend.
 * Keys share a hash tag ({key}) so the script's keys live in one cluster slot.
 */
const RESERVE = `
local units = tonumber(ARGV[1])
local perDay = tonumber(ARGV[2])
local per30 = tonumber(ARGV[3])
local vals = redis.call('MGET', unpack(KEYS))
local today = tonumber(vals[1] or '0') or 0
local sum = 0
local out = {}
for i = 1, #vals do
  local v = tonumber(vals[i] or '0') or 0
  sum = sum + v
  out[i + 1] = v
end
local ok = 1
if units > 0 then
  if (perDay >= 0 and today + units > perDay) or (per30 >= 0 and sum + units > per30) then
    ok = 0
  else
    redis.call('INCRBY', KEYS[1], units)
    redis.call('EXPIRE', KEYS[1], tonumber(ARGV[4]))
    out[2] = today + units
  end
end
out[1] = ok
return out
`;

const REFUND = `
local left = redis.call('DECRBY', KEYS[1], tonumber(ARGV[1]))
if left < 0 then redis.call('SET', KEYS[1], 0, 'KEEPTTL') end
return left
`;

export class UpstashUnitBudget implements UnitBudget {
  readonly engine = "upstash" as const;
  private readonly redis: Redis;

  constructor(options: { url: string; token: string; prefix?: string }, private readonly prefix = options.prefix ?? "lexatlas:budget") {
    this.redis = new Redis({ url: options.url, token: options.token, enableTelemetry: false });
  }

  async peek(key: string, windows: BudgetWindows, now = new Date()) {
    return snapshotOf(await this.run(key, 0, windows, now).then((r) => r.values), windows, now);
  }

  async reserve(key: string, units: number, windows: BudgetWindows, now = new Date()): Promise<ReserveResult> {
    assertUnits(units);
    const { ok, values } = await this.run(key, units, windows, now);
    const snapshot = snapshotOf(values, windows, now);
    if (!ok) return { ok: false, snapshot };
    return { ok: true, snapshot, reservation: { key, day: bucketDays(now)[0]!, units } };
  }

  async refund(reservation: Reservation, units = reservation.units) {
    assertUnits(units);
    await this.call(() => this.redis.eval(REFUND, [this.bucketKey(reservation.key, reservation.day)], [String(Math.min(units, reservation.units))]));
  }

  private async run(key: string, units: number, windows: BudgetWindows, now: Date): Promise<{ ok: boolean; values: number[] }> {
    const keys = bucketDays(now).map((d) => this.bucketKey(key, d));
    const args = [units, windows.perDay ?? -1, windows.per30Days ?? -1, (ROLLING_DAYS + 1) * 86_400].map(String);
    const reply = (await this.call(() => this.redis.eval(RESERVE, keys, args))) as (number | string)[];
    const [ok, ...values] = reply.map(Number);
    return { ok: ok === 1, values };
  }

  private bucketKey(key: string, day: string): string {
    return `${this.prefix}:{${key}}:${day}`;
  }

  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      throw new RateLimiterUnavailableError(`record budget: Redis request failed: ${String(error)}`, { cause: error });
    }
  }
}
