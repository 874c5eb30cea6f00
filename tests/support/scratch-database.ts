import { randomBytes } from "node:crypto";
import { isProcessAlive } from "@/lib/process-alive";

export interface ScratchDatabase {
  name: string;
  url: string;
  /** Drops the database and creates it again as a copy of `template` (no one may be connected to either). */
  recreateFrom(template: string): Promise<void>;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database on the Postgres server `serverUrl` names, for one test file or one benchmark run, and the
 * way to drop it again (WITH (FORCE): a crashed run's leftover connections must not keep it alive).
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const { Client } = await import("pg");
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await dropStale(serverUrl, prefix);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  return {
    name,
    url: url.toString(),
    recreateFrom: async (template) => {
      await drop();
      await admin(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    },
    drop,
  };
}

/**
 * Drops scratch databases left by runs that died before their teardown (a killed vitest worker, a crashed
 * benchmark): their names carry the creating pid, and a pid no longer running on this machine owns nothing.
 */
async function dropStale(serverUrl: string, prefix: string): Promise<void> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [`${prefix}\\_%`]);
    for (const { datname } of rows) {
      const pid = Number(/_(\d+)_[0-9a-f]{8}$/.exec(datname)?.[1]);
      if (!pid || isProcessAlive(pid)) continue;
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => {}); // another run may win the race
    }
  } finally {
    await client.end();
  }
}
