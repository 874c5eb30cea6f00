import fs from "node:fs";
import path from "node:path";
import { notInArray } from "drizzle-orm";
import { parse } from "yaml";
import { z } from "zod";
import type { Db } from "@/db/client";
import { enforcementMonitoredSources } from "@/db/schema";
import { isCode } from "./vocabularies";

/** Configuration of the sources we watch (db/seed/enforcement/monitored-sources.yaml); the poller owns their state. */

export const ADAPTERS = ["rss", "federal_register_json", "none"] as const;
export type AdapterName = (typeof ADAPTERS)[number];

export const monitoredSourceSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
    name: z.string().trim().min(1),
    agency_code: z.string().trim().min(1).nullable(),
    url: z.url({ protocol: /^https?$/ }),
    adapter: z.enum(ADAPTERS),
    enabled: z.boolean(),
    jurisdiction: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
    jurisdiction_level: z.string().refine((v) => isCode("jurisdiction_level", v), "unknown jurisdiction_level"),
    change_type: z.enum(["enforcement", "litigation"]),
    max_silence_hours: z.number().int().min(1),
    note: z.string().trim().min(1).optional(),
  })
  .strict();
export type MonitoredSourceConfig = z.infer<typeof monitoredSourceSchema>;

export function monitoredSourcesPath(): string {
  return path.join(/* turbopackIgnore: true */ process.cwd(), "db", "seed", "enforcement", "monitored-sources.yaml");
}

export function readMonitoredSources(file: string = monitoredSourcesPath()): MonitoredSourceConfig[] {
  if (!fs.existsSync(file)) return [];
  const result = z.array(monitoredSourceSchema).safeParse(parse(fs.readFileSync(file, "utf8")) ?? []);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`${file}: ${issue.path.join(".")}: ${issue.message}`);
  }
  const ids = new Set<string>();
  for (const s of result.data) {
    if (ids.has(s.id)) throw new Error(`${file}: duplicate source id ${s.id}`);
    ids.add(s.id);
  }
  return result.data;
}

/** Upserts the configuration (keeping each source's read state) and removes sources no longer in the file. */
export async function loadMonitoredSources(db: Db, configs: MonitoredSourceConfig[]): Promise<number> {
  for (const s of configs) {
    const values = {
      name: s.name,
      agencyCode: s.agency_code,
      url: s.url,
      adapter: s.adapter,
      isEnabled: s.enabled,
      jurisdictionSlug: s.jurisdiction,
      jurisdictionLevel: s.jurisdiction_level,
      changeType: s.change_type,
      maxSilenceHours: s.max_silence_hours,
      note: s.note ?? null,
    };
    await db.insert(enforcementMonitoredSources).values({ id: s.id, ...values }).onConflictDoUpdate({ target: enforcementMonitoredSources.id, set: values });
  }
  const ids = configs.map((s) => s.id);
  // Drafts keep their rows (source_id is set null): what was read stays reviewable.
  await (ids.length
    ? db.delete(enforcementMonitoredSources).where(notInArray(enforcementMonitoredSources.id, ids))
    : db.delete(enforcementMonitoredSources));
  return configs.length;
}
