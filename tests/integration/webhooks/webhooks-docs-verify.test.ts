/**
 * The verification code in docs-fragments/webhooks.md, run as published (Node and Python), against a real delivery:
 * it accepts the genuine one and rejects a forged signature, a stale or future timestamp and a tampered body.
 */
import { spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/runtime/database";
import { mintKey } from "../../support/keys";
import { syntheticLaw } from "../../support/synthetic-laws";
import { drain, ingestLaws, subscribe } from "../../support/webhook-flow";
import { startReceiver, type Receiver } from "../../support/webhook-receiver";

const doc = fs.readFileSync(path.resolve(__dirname, "../../../docs-fragments/webhooks.md"), "utf8");
function snippet(tag: string): string {
  const match = new RegExp("```\\w+ " + tag + "\\n([\\s\\S]*?)```").exec(doc);
  if (!match) throw new Error(`docs-fragments/webhooks.md has no \`\`\` ${tag} block`);
  return match[1]!;
}

interface Case {
  name: string;
  body: string;
  headers: Record<string, string>;
  secret: string;
  now: number;
  valid: boolean;
}

let rx: Receiver;
let cases: Case[];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lexatlas-docs-"));

beforeAll(async () => {
  process.env.WEBHOOK_ALLOWED_TARGETS = "127.0.0.1";
  rx = await startReceiver();
  const hook = await subscribe(await mintKey("pro"), rx);
  const { db } = await getDb();
  await ingestLaws(db, [syntheticLaw("docs", 0, 0)]);
  await drain(db);
  const got = rx.received[0]!;
  const secret = rx.secrets.get(hook)!;
  const headers = { "x-svc-timestamp": String(got.headers["x-svc-timestamp"]), "x-svc-signature": String(got.headers["x-svc-signature"]) };
  const ts = Number(headers["x-svc-timestamp"]);
  const signedAt = (t: number, body = got.rawBody, key = secret) => ({
    "x-svc-timestamp": String(t),
    "x-svc-signature": `sha256=${createHmac("sha256", key).update(`${t}.${body}`).digest("hex")}`,
  });
  cases = [
    { name: "the genuine delivery", body: got.rawBody, headers, secret, now: ts, valid: true },
    { name: "genuine, received 4 minutes later", body: got.rawBody, headers, secret, now: ts + 240, valid: true },
    { name: "forged: signed with another secret", body: got.rawBody, headers: signedAt(ts, got.rawBody, "whsec_forged"), secret, now: ts, valid: false },
    { name: "stale: correctly signed 6 minutes ago", body: got.rawBody, headers: signedAt(ts - 360), secret, now: ts, valid: false },
    { name: "replayed 6 minutes later", body: got.rawBody, headers, secret, now: ts + 360, valid: false },
    { name: "from the future", body: got.rawBody, headers: signedAt(ts + 600), secret, now: ts, valid: false },
    { name: "tampered body", body: got.rawBody.replace('"law.created"', '"law.updated"'), headers, secret, now: ts, valid: false },
    { name: "truncated signature", body: got.rawBody, headers: { ...headers, "x-svc-signature": headers["x-svc-signature"].slice(0, -2) }, secret, now: ts, valid: false },
    { name: "no sha256= prefix", body: got.rawBody, headers: { ...headers, "x-svc-signature": headers["x-svc-signature"].slice(7) }, secret, now: ts, valid: false },
    { name: "no timestamp", body: got.rawBody, headers: { "x-svc-signature": headers["x-svc-signature"] }, secret, now: ts, valid: false },
  ];
});

afterAll(async () => {
  delete process.env.WEBHOOK_ALLOWED_TARGETS;
  await rx.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the documented verification code", () => {
  it("Node: accepts the real delivery, rejects forged, stale, future and tampered ones", async () => {
    const file = path.join(dir, "verify.mjs");
    fs.writeFileSync(file, snippet("verify-node"));
    const { verifyLexAtlasSignature } = await import(/* @vite-ignore */ pathToFileURL(file).href);
    for (const c of cases) {
      expect(verifyLexAtlasSignature(Buffer.from(c.body, "utf8"), c.headers, c.secret, c.now), c.name).toBe(c.valid);
      expect(verifyLexAtlasSignature(c.body, c.headers, c.secret, c.now), `${c.name} (string body)`).toBe(c.valid);
    }
  });

  const python = spawnSync("python3", ["--version"]).status === 0;
  it.skipIf(!python)("Python: the same verdicts", () => {
    const file = path.join(dir, "verify.py");
    fs.writeFileSync(
      file,
      `${snippet("verify-python")}\n\nimport json, sys\ncases = json.load(sys.stdin)\n` +
        `print(json.dumps([verify_lexatlas_signature(c["body"].encode("utf-8"), c["headers"], c["secret"], c["now"]) for c in cases]))\n`,
    );
    const run = spawnSync("python3", [file], { input: JSON.stringify(cases), encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual(cases.map((c) => c.valid));
  });
});
