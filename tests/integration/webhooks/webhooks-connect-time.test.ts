/**
 * Connect-time safety and the sender's HTTP rules, against real sockets on 127.0.0.1. A raw TCP listener counts
 * connections, so "refused" means no connection was even opened, not merely that the request failed.
 */
import { createServer, type Server } from "node:net";
import { rowsOf } from "@/db/rows";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/runtime/database";
import { postSigned } from "@/lib/webhooks/http-post";
import { enqueueWebhookDeliveries, type OutboxChange } from "@/lib/webhooks/outbox";
import { setTargetResolverForTests } from "@/lib/webhooks/target-url";
import { runDueAttempts } from "@/lib/webhooks/worker";
import { post } from "../../support/api";
import { mintKey } from "../../support/keys";
import { NON_PUBLIC_ADDRESSES, REFUSED_TARGETS } from "../../support/ssrf-targets";
import { startReceiver, type Receiver, type Reply } from "../../support/webhook-receiver";

let tcp: Server;
let tcpPort: number;
let connections = 0;
const answers = new Map<string, string[]>();

beforeAll(async () => {
  tcp = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => tcp.listen(0, "127.0.0.1", resolve));
  tcpPort = (tcp.address() as AddressInfo).port;
  setTargetResolverForTests(async (host) => {
    const found = answers.get(host);
    if (!found) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    return found.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  });
});

afterAll(async () => {
  setTargetResolverForTests(null);
  await new Promise<void>((resolve) => tcp.close(() => resolve()));
});

afterEach(() => {
  delete process.env.WEBHOOK_ALLOWED_TARGETS;
  answers.clear();
});

const send = (url: string, timeoutMs?: number) => postSigned(url, "{}", { "X-SVC-Event": "law.created" }, { timeoutMs });

describe("connect-time refusal", () => {
  it("every refused target URL fails before any connection is opened", async () => {
    const before = connections;
    for (const raw of REFUSED_TARGETS) {
      const outcome = await send(raw);
      expect(outcome.ok, raw).toBe(false);
      expect(outcome.error, raw).toMatch(/^target refused/);
      expect(outcome.status).toBeNull();
    }
    expect(connections).toBe(before);
  });

  it("a name resolving to any non-public address is refused at connect, even with public answers beside it", async () => {
    const before = connections;
    for (const address of NON_PUBLIC_ADDRESSES) {
      answers.set("target.example.com", ["93.184.215.14", address]);
      const outcome = await send(`https://target.example.com:${tcpPort}/hook`);
      expect(outcome.error, address).toMatch(/^target refused: host 'target.example.com' resolves to/);
    }
    expect(connections).toBe(before);
  });

  it("DNS rebinding: public at creation, 127.0.0.1 at delivery → the attempt is refused and nothing connects", async () => {
    const key = await mintKey("pro");
    answers.set("rebind.example.com", ["93.184.215.14"]);
    const created = await post("/v1/webhooks", { target_url: `https://rebind.example.com:${tcpPort}/hook` }, { key });
    expect(created.status).toBe(201);
    answers.set("rebind.example.com", ["127.0.0.1"]);
    const { db } = await getDb();
    await db.transaction((tx) => enqueueWebhookDeliveries(tx as never, [syntheticChange()]));
    const before = connections;
    const results: string[] = [];
    await runDueAttempts(db, { onAttempt: (r) => results.push(r.error ?? "") });
    expect(results).toEqual(["target refused: host 'rebind.example.com' resolves to 127.0.0.1, which is loopback (127.0.0.0/8)"]);
    expect(connections).toBe(before);
    const [row] = rowsOf<{ status: string; attempts: number; last_error: string }>(
      await db.execute(sql`SELECT status, attempts, last_error FROM webhook_deliveries WHERE webhook_id = ${created.body.data.id}`),
    );
    expect(row).toMatchObject({ status: "pending", attempts: 1, last_error: results[0] });
  });

  it("the socket goes to the address we resolved and vetted (an allow-listed name that no real DNS knows)", async () => {
    const receiver = await startReceiver({ reply: () => ({ status: 204 }) });
    try {
      answers.set("receiver.example.com", ["127.0.0.1"]);
      const url = `http://receiver.example.com:${receiver.port}/hook`;
      expect((await send(url)).error).toMatch(/^target refused: must use https/);
      process.env.WEBHOOK_ALLOWED_TARGETS = "receiver.example.com";
      const outcome = await send(url);
      expect(outcome).toMatchObject({ ok: true, status: 204, error: null });
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]!.headers.host).toBe(`receiver.example.com:${receiver.port}`);
    } finally {
      await receiver.close();
    }
  });
});

describe("what counts as delivered", () => {
  let receiver: Receiver;
  let other: Receiver;
  beforeAll(async () => {
    other = await startReceiver();
    receiver = await startReceiver({
      reply: (r): Reply => {
        if (r.path === "/redirect") return { status: 302, headers: { location: other.url } };
        if (r.path === "/slow") return { status: 200, delayMs: 1_500 };
        if (r.path === "/big") return { status: 200, body: "x".repeat(100_000) };
        if (r.path === "/busy") return { status: 503, headers: { "retry-after": "120" }, body: "busy" };
        return { status: 200, body: "ok" };
      },
    });
  });
  afterAll(async () => {
    await receiver.close();
    await other.close();
  });
  const at = (path: string) => receiver.url.replace("/hook", path);

  it("only 2xx succeeds; a 3xx fails and is never followed", async () => {
    process.env.WEBHOOK_ALLOWED_TARGETS = "127.0.0.1";
    expect(await send(at("/ok"))).toMatchObject({ ok: true, status: 200, bodyPrefix: "ok" });
    const redirected = await send(at("/redirect"));
    expect(redirected).toMatchObject({ ok: false, status: 302, error: "HTTP 302 (redirects are not followed)" });
    expect(other.received).toHaveLength(0);
    expect(await send(at("/busy"))).toMatchObject({ ok: false, status: 503, retryAfter: "120", error: "HTTP 503" });
  });

  it("a timeout and a refused connection are failures", async () => {
    process.env.WEBHOOK_ALLOWED_TARGETS = "127.0.0.1";
    const slow = await send(at("/slow"), 300);
    expect(slow).toMatchObject({ ok: false, status: null, error: "timed out after 300 ms" });
    expect(slow.durationMs).toBeLessThan(1_200);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await send(`http://127.0.0.1:${port}/hook`)).toMatchObject({ ok: false, status: null, error: "connection failed: ECONNREFUSED" });
  });

  it("keeps only a short prefix of the answer", async () => {
    process.env.WEBHOOK_ALLOWED_TARGETS = "127.0.0.1";
    const big = await send(at("/big"));
    expect(big.ok).toBe(true);
    expect(big.bodyPrefix).toBe("x".repeat(256));
  });
});

function syntheticChange(): OutboxChange {
  const id = randomUUID();
  return {
    id, entity: "law_record", record_id: randomUUID(), jurisdiction_slug: "utah", scope: "state", change_kind: "insert",
    changed_fields: null, observed_at: new Date().toISOString(),
    state: { scope: "state", jurisdiction: { slug: "utah", name: "Utah", abbr: "UT" }, identifier: "SYN 1", title: "Synthetic", record_type: "bill", status: null, in_force: null, record_date: null, summary: null, source: null, official_url: null },
  };
}
