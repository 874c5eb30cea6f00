/**
 * Test-only HTTP server speaking the subset of the Upstash REST protocol that `@upstash/redis` uses,
 * forwarding every command to a real Redis through ioredis. It lets the production (Upstash) rate
 * limiter run against the local Redis without internet access.
 *
 * Protocol, as implemented by @upstash/redis 1.39 (pkg/http.ts):
 *   POST /            body ["CMD", arg, ...]          -> 200 {result} | 400 {error}
 *   POST /pipeline    body [["CMD", ...], ...]        -> 200 [{result} | {error}, ...] (errors per command)
 *   POST /multi-exec  body [["CMD", ...], ...]        -> same, executed in MULTI/EXEC
 *   Authorization: Bearer <token> on every request, else 401.
 *   With request header `Upstash-Encoding: base64` every string in a result is base64 (the client
 *   decodes strings and nested arrays of strings; numbers and null pass through).
 *
 * Lua shebang work-around: @upstash/ratelimit's scripts start with `#!lua flags=allow-key-locking`,
 * a flag Redis 7.0 does not know ("ERR Unexpected flag in script shebang: allow-key-locking").
 * Before EVAL / SCRIPT LOAD the shim drops flags Redis 7.0 does not define (leaving `#!lua` so the
 * line numbers and shebang semantics stay), and remembers sha1(original) -> sha1(rewritten). The
 * client only ever knows the original hash, so EVALSHA / SCRIPT EXISTS are translated through that
 * map and SCRIPT LOAD answers with the original hash. A hash the shim has not seen is forwarded
 * as-is; Redis never loaded the original text, so it answers NOSCRIPT, which is exactly what makes
 * the client fall back to EVAL with the full script (the shim then learns the mapping).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Redis from "ioredis";

export interface UpstashShim {
  url: string;
  token: string;
  close(): Promise<void>;
}

// The script flags Redis 7.0 defines; anything else in a shebang is rejected by it.
const REDIS_70_SCRIPT_FLAGS = new Set(["no-writes", "allow-oom", "allow-stale", "no-cluster", "allow-cross-slot-keys"]);

type Arg = string | Buffer;
type Reply = Buffer | number | null | Reply[];
interface Prepared {
  args: Arg[];
  /** Rewrites Redis's reply into what the client expects to see (e.g. the original script hash). */
  mapReply?: (reply: Reply) => Reply;
}

const sha1 = (text: string) => createHash("sha1").update(text).digest("hex");

function rewriteShebang(script: string): string {
  const match = /^#!lua[ \t]+flags=([^\r\n]*)/.exec(script);
  if (!match) return script;
  const kept = (match[1] ?? "")
    .split(",")
    .map((flag) => flag.trim())
    .filter((flag) => REDIS_70_SCRIPT_FLAGS.has(flag));
  const shebang = kept.length > 0 ? `#!lua flags=${kept.join(",")}` : "#!lua";
  return shebang + script.slice(match[0].length);
}

export async function startUpstashShim(options: { redisUrl: string; token: string }): Promise<UpstashShim> {
  const redis = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect(); // fail fast here rather than on the first proxied command
  const rewrittenHashOf = new Map<string, string>();

  /** Script text as the client sent it -> text Redis accepts, remembering the hash translation. */
  const learnScript = (script: string): { rewritten: string; originalHash: string } => {
    const rewritten = rewriteShebang(script);
    const originalHash = sha1(script);
    if (rewritten !== script) rewrittenHashOf.set(originalHash, sha1(rewritten));
    return { rewritten, originalHash };
  };
  const translateHash = (hash: string) => rewrittenHashOf.get(hash.toLowerCase()) ?? hash;

  const prepare = (command: unknown): Prepared => {
    if (!Array.isArray(command) || command.length === 0) throw new Error("ERR command must be a non-empty array");
    // The client serialises every argument to a string, number or boolean; Redis wants strings.
    const args = command.map((part) => (typeof part === "string" ? part : JSON.stringify(part)));
    const name = (args[0] ?? "").toLowerCase();
    const sub = (args[1] ?? "").toLowerCase();
    if ((name === "eval" || name === "eval_ro") && args[1] !== undefined) {
      args[1] = learnScript(args[1]).rewritten;
    } else if ((name === "evalsha" || name === "evalsha_ro") && args[1] !== undefined) {
      args[1] = translateHash(args[1]);
    } else if (name === "script" && sub === "load" && args[2] !== undefined) {
      const { rewritten, originalHash } = learnScript(args[2]);
      args[2] = rewritten;
      return { args, mapReply: () => Buffer.from(originalHash) };
    } else if (name === "script" && sub === "exists") {
      for (let i = 2; i < args.length; i++) args[i] = translateHash(args[i] ?? "");
    } else if (name === "script" && sub === "flush") {
      rewrittenHashOf.clear();
    }
    return { args };
  };

  const encode = (reply: Reply, base64: boolean): unknown => {
    if (Buffer.isBuffer(reply)) return base64 ? reply.toString("base64") : reply.toString("utf8");
    if (Array.isArray(reply)) return reply.map((item) => encode(item, base64));
    return reply;
  };
  const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

  const runOne = async (command: unknown, base64: boolean) => {
    try {
      const { args, mapReply } = prepare(command);
      const [name, ...rest] = args;
      const reply = (await redis.callBuffer(String(name), ...rest)) as Reply;
      return { result: encode(mapReply ? mapReply(reply) : reply, base64) };
    } catch (error) {
      return { error: errorText(error) };
    }
  };

  const runMultiExec = async (commands: unknown[], base64: boolean) => {
    const prepared = commands.map(prepare);
    const transaction = redis.multi();
    for (const { args } of prepared) {
      const [name, ...rest] = args;
      transaction.callBuffer(String(name), ...rest);
    }
    // ioredis writes MULTI..EXEC in one go on its connection, so nothing interleaves; it rejects
    // (EXECABORT) when a queued command was malformed, which Upstash reports as a request error.
    const replies = (await transaction.exec()) ?? [];
    return replies.map(([error, reply], i) => {
      if (error) return { error: errorText(error) };
      const mapReply = prepared[i]?.mapReply;
      return { result: encode(mapReply ? mapReply(reply as Reply) : (reply as Reply), base64) };
    });
  };

  const expectedAuth = Buffer.from(`Bearer ${options.token}`);
  const authorised = (req: IncomingMessage) => {
    const given = Buffer.from(req.headers.authorization ?? "");
    return given.length === expectedAuth.length && timingSafeEqual(given, expectedAuth);
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (!authorised(req)) return send(res, 401, { error: "Unauthorized" });
    if (req.method !== "POST") return send(res, 405, { error: "ERR only POST is supported" });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      return send(res, 400, { error: "ERR body is not JSON" });
    }
    const base64 = String(req.headers["upstash-encoding"] ?? "").toLowerCase() === "base64";
    const path = new URL(req.url ?? "/", "http://shim").pathname.replace(/\/+$/, "");

    if (path === "") {
      const outcome = await runOne(body, base64);
      return send(res, "error" in outcome ? 400 : 200, outcome);
    }
    if (path === "/pipeline" || path === "/multi-exec") {
      if (!Array.isArray(body)) return send(res, 400, { error: "ERR body must be an array of commands" });
      if (path === "/pipeline") {
        // Issued without waiting for each other: ioredis writes them in order on one connection, so
        // Redis still executes them in order (as Upstash does), while commands from other HTTP
        // requests can interleave between them (as on Upstash, a pipeline is not a transaction).
        return send(res, 200, await Promise.all(body.map((command) => runOne(command, base64))));
      }
      try {
        return send(res, 200, await runMultiExec(body, base64));
      } catch (error) {
        return send(res, 400, { error: errorText(error) });
      }
    }
    return send(res, 404, { error: `ERR unknown path ${path}` });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { error: errorText(error) });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    token: options.token,
    async close() {
      // The client keeps connections alive; without this, server.close() waits for them to idle out.
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      await redis.quit();
    },
  };
}
