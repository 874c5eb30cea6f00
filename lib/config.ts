import path from "node:path";

/**
 * Every environment variable LexAtlas reads, in one place (README.md's "Configuration" table mirrors this).
 * Setting one swaps in a production part; it never changes behaviour, only the engine.
 */
export interface AppConfig {
  dataDir: string;
  databaseUrl: string | null;
  pgliteDir: string;
  publicBaseUrl: string;
  appSecret: string | null;
  upstashUrl: string | null;
  upstashToken: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  mailDir: string;
  trustProxy: boolean;
  nodeEnv: string;
  /**
   * Webhook targets exempt from the public-HTTPS rule (local receivers in tests and development): comma-separated
   * `host` or `host:port` entries, e.g. `127.0.0.1,[::1]:8080`. Empty by default; refused when NODE_ENV=production.
   */
  webhookAllowedTargets: string[];
  /** QSTASH_TOKEN switches webhook scheduling from the in-process worker to QStash (one message per attempt). */
  qstashToken: string | null;
  qstashUrl: string | null;
  qstashCurrentSigningKey: string | null;
  qstashNextSigningKey: string | null;
}

type Env = Record<string, string | undefined>;

export function readConfig(env: Env = process.env): AppConfig {
  const dataDir = path.resolve(/* turbopackIgnore: true */ process.cwd(), env.DATA_DIR || ".data");
  const port = env.PORT || "3000";
  return {
    dataDir,
    databaseUrl: env.DATABASE_URL || env.POSTGRES_URL || null,
    pgliteDir: env.PGLITE_DIR || path.join(dataDir, "pglite"),
    publicBaseUrl: (env.PUBLIC_BASE_URL || `http://localhost:${port}`).replace(/\/+$/, ""),
    appSecret: env.APP_SECRET || null,
    upstashUrl: env.UPSTASH_REDIS_REST_URL || null,
    upstashToken: env.UPSTASH_REDIS_REST_TOKEN || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || "LexAtlas <keys@lexatlas.local>",
    mailDir: env.MAIL_DIR || path.join(dataDir, "mail"),
    trustProxy: env.TRUST_PROXY === "true" || env.TRUST_PROXY === "1",
    nodeEnv: env.NODE_ENV || "development",
    webhookAllowedTargets: (env.WEBHOOK_ALLOWED_TARGETS || "").split(",").map((s) => s.trim().toLowerCase()).filter(Boolean),
    qstashToken: env.QSTASH_TOKEN || null,
    qstashUrl: env.QSTASH_URL || null,
    qstashCurrentSigningKey: env.QSTASH_CURRENT_SIGNING_KEY || null,
    qstashNextSigningKey: env.QSTASH_NEXT_SIGNING_KEY || null,
  };
}

/**
 * Set (to true) on globalThis by the production server (scripts/server.mjs) once Next.js has loaded its env files and
 * before it serves: from then on nothing in the process writes the environment, so config() reads it once.
 */
export const ENV_FIXED = Symbol.for("lexatlas.envFixed");
const MEMO = Symbol.for("lexatlas.configMemo");
type EnvHolder = { [ENV_FIXED]?: boolean; [MEMO]?: AppConfig };

/**
 * The configuration. In the production server (environment fixed, see ENV_FIXED) it is read once and shared:
 * readConfig touches ~20 environment variables (each a native getenv), about 9 µs, and the request path needs it three
 * times per request (~2 % of a keyed request). Everywhere else — tests, which change process.env between and inside
 * cases, CLIs, `next dev` — it is read afresh on every call, so a change to process.env is seen at once.
 */
export function config(): AppConfig {
  const g = globalThis as EnvHolder;
  if (g[ENV_FIXED] === true) {
    let memo = g[MEMO];
    if (!memo) {
      const read = readConfig(process.env);
      Object.freeze(read.webhookAllowedTargets);
      memo = g[MEMO] = Object.freeze(read);
    }
    return memo;
  }
  return readConfig(process.env);
}
