import { z } from "zod";
import { cfrRecord } from "@/lib/us-law/import/ecfr";
import type { UsLawRecordInput } from "@/lib/us-law/import/types";
import { retiredRecords } from "../retired-records";
import { parseUpstream } from "../schema-error";
import type { EcfrSectionRow } from "./structure";

/**
 * eCFR structure rows → US-law records, through the same derivation as the CSV importer (cfrRecord), so a synced title
 * updates the records the embedded snapshot created instead of adding look-alikes.
 */

/** eCFR admin API `GET /api/admin/v1/agencies.json`: agencies (with child agencies) and the CFR units they issue. */
const cfrReferenceSchema = z.object({
  title: z.number().int(),
  chapter: z.string().optional(),
  subtitle: z.string().optional(),
  subchapter: z.string().optional(),
  part: z.string().optional(),
});
const agencyBase = z.object({ name: z.string().min(1), cfr_references: z.array(cfrReferenceSchema) });
export const ecfrAgenciesResponseSchema = z.object({
  agencies: z.array(agencyBase.extend({ children: z.array(agencyBase).optional() })).min(1),
});
export type EcfrAgenciesResponse = z.infer<typeof ecfrAgenciesResponseSchema>;

export function parseEcfrAgencies(body: unknown): EcfrAgenciesResponse {
  return parseUpstream(ecfrAgenciesResponseSchema, body, "ecfr agencies.json");
}

export interface PartLocation {
  title: number;
  subtitle: string;
  chapter: string;
  subchapter: string;
  part: string;
}

type Reference = z.infer<typeof cfrReferenceSchema>;

/**
 * Which agencies issue a part: every agency (parents and children, in agencies.json order) with a reference to the
 * part's title and chapter, or — where the reference is that specific — its subtitle, subchapter or part.
 * Names are "; "-joined, the form of the snapshot's `agencies` column.
 */
export function agencyLookup(response: EcfrAgenciesResponse | null): (at: PartLocation) => string {
  if (!response) return () => "";
  const flat: { name: string; refs: Reference[] }[] = [];
  for (const a of response.agencies) {
    flat.push({ name: a.name, refs: a.cfr_references });
    for (const c of a.children ?? []) flat.push({ name: c.name, refs: c.cfr_references });
  }
  const matches = (r: Reference, at: PartLocation): boolean => {
    if (r.title !== at.title) return false;
    if (r.part !== undefined) return r.part === at.part && (r.chapter === undefined || r.chapter === at.chapter);
    if (r.subchapter !== undefined) return r.subchapter === at.subchapter && r.chapter === at.chapter;
    if (r.chapter !== undefined) return r.chapter === at.chapter;
    if (r.subtitle !== undefined) return r.subtitle === at.subtitle;
    return false;
  };
  const cache = new Map<string, string>();
  return (at) => {
    const key = `${at.title}|${at.subtitle}|${at.chapter}|${at.subchapter}|${at.part}`;
    let names = cache.get(key);
    if (names === undefined) {
      names = [...new Set(flat.filter((a) => a.refs.some((r) => matches(r, at))).map((a) => a.name))].join("; ");
      cache.set(key, names);
    }
    return names;
  };
}

export function ecfrAuthority(structureDate: string): string {
  return (
    "Office of the Federal Register and Government Publishing Office, eCFR (Electronic Code of Federal Regulations) " +
    `structure as of ${structureDate} (eCFR versioner API)`
  );
}

/** The record of one structure row; `edition` is the structure's point-in-time date. */
export function ecfrRecordFromRow(row: EcfrSectionRow, edition: string, agenciesFor: (at: PartLocation) => string): UsLawRecordInput {
  return cfrRecord(
    {
      title: row.title,
      part: row.part,
      type: row.kind,
      identifier: row.identifier,
      heading: row.heading,
      reserved: row.reserved,
      titleName: row.titleName,
      chapter: row.chapter,
      chapterHeading: row.chapterHeading,
      partHeading: row.partHeading,
      agencies: row.part ? agenciesFor(row) : "",
    },
    edition,
    ecfrAuthority(edition),
  );
}

/** Records we hold for a title that its new structure no longer lists: kept, marked repealed (retiredRecords). */
export function retiredEcfrRecords(held: UsLawRecordInput[], seenRecordUids: ReadonlySet<string>, edition: string): UsLawRecordInput[] {
  const prefix = "removed from the eCFR structure";
  return retiredRecords(held, seenRecordUids, { source: "ecfr", prefix, detail: `${prefix} as of ${edition}`, edition });
}
