/**
 * A local stand-in for QStash, for the real `@upstash/qstash` Client (pointed here with baseUrl / QSTASH_URL) and the
 * real Receiver (fed tokens minted here). It speaks the part of the protocol the client uses to publish:
 *   POST /v2/publish/<destination URL>, Authorization: Bearer <token>, Upstash-Not-Before / -Delay / -Retries headers
 *   → 200 {"messageId"}.
 * Messages are not delivered by a clock: the test calls deliver(), which signs each one the way QStash does — an
 * HS256 JWT {iss: "Upstash", sub: destination, body: base64url(sha256(body)), iat, nbf, exp, jti} under the current
 * signing key — and hands it to the destination's route handler in-process (the destination is the public URL, which
 * does not exist on this machine).
 */
import { createHash, createHmac, randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface PublishedMessage {
  id: string;
  destination: string;
  body: string;
  notBefore: number | null;
  delay: string | null;
  retries: string | null;
  contentType: string | null;
  delivered: number;
  done: boolean;
}

export interface FakeQstash {
  url: string;
  token: string;
  messages: PublishedMessage[];
  /** Publishes answer 500 while this is above 0 (each refused publish counts it down). */
  failPublishes: number;
  /** Delivers every message not yet acknowledged (2xx); returns the handler's answers. */
  deliver(handler: (request: Request) => Promise<Response>, pick?: (m: PublishedMessage) => boolean): Promise<Response[]>;
  close(): Promise<void>;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString("base64url");

/** What QStash puts in Upstash-Signature. */
export function qstashToken(key: string, claims: { sub: string; body: string; iat?: number; exp?: number }): string {
  const now = Math.floor(Date.now() / 1000);
  const header = b64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const payload = b64url(
    JSON.stringify({
      iss: "Upstash",
      sub: claims.sub,
      exp: claims.exp ?? now + 300,
      nbf: claims.iat ?? now,
      iat: claims.iat ?? now,
      jti: `jwt_${randomUUID()}`,
      body: b64url(createHash("sha256").update(claims.body).digest()),
    }),
  );
  const signature = b64url(createHmac("sha256", key).update(`${header}.${payload}`).digest());
  return `${header}.${payload}.${signature}`;
}

export async function startFakeQstash(options: { token: string; currentSigningKey: string }): Promise<FakeQstash> {
  const messages: PublishedMessage[] = [];
  const fake = { failPublishes: 0 } as FakeQstash;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${options.token}`) return send(401, { error: "unauthorized" });
      const match = /^\/v2\/publish\/(.+)$/.exec(req.url ?? "");
      if (req.method !== "POST" || !match) return send(404, { error: "not found" });
      if (fake.failPublishes > 0) {
        fake.failPublishes--;
        return send(500, { error: "publish refused by the test" });
      }
      const header = (name: string) => (req.headers[name] as string | undefined) ?? null;
      const message: PublishedMessage = {
        id: `msg_${randomUUID()}`,
        destination: decodeURIComponent(match[1]!),
        body: Buffer.concat(chunks).toString("utf8"),
        notBefore: header("upstash-not-before") === null ? null : Number(header("upstash-not-before")),
        delay: header("upstash-delay"),
        retries: header("upstash-retries"),
        contentType: header("content-type"),
        delivered: 0,
        done: false,
      };
      messages.push(message);
      send(200, { messageId: message.id });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    url,
    token: options.token,
    messages,
    async deliver(handler: (request: Request) => Promise<Response>, pick: (m: PublishedMessage) => boolean = () => true) {
      const answers: Response[] = [];
      for (const m of messages.filter((x) => !x.done && pick(x))) {
        const request = new Request(m.destination, {
          method: "POST",
          headers: { "content-type": m.contentType ?? "application/json", "upstash-signature": qstashToken(options.currentSigningKey, { sub: m.destination, body: m.body }), "upstash-message-id": m.id },
          body: m.body,
        });
        const answer = await handler(request);
        m.delivered++;
        if (answer.ok) m.done = true;
        answers.push(answer);
      }
      return answers;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
