import { uscRecord } from "@/lib/us-law/import/us-code";
import type { UsLawRecordInput } from "@/lib/us-law/import/types";
import { retiredRecords } from "../retired-records";
import type { UslmSection } from "./uslm";

/**
 * USLM sections → US-law records through the CSV importer's own derivation (uscRecord): same citation, same
 * record_uid, so a synced title updates the records of the embedded snapshot. The release point is the edition.
 */

export function usCodeAuthority(releasePoint: string): string {
  return `Office of the Law Revision Counsel, United States Code, release point ${releasePoint} (USLM XML, uscode.house.gov)`;
}

/**
 * The record of one section, or null for a title the corpus does not hold as numbered statutes (an appendix such as
 * "5a", whose sections would collide with the title's own citations).
 */
export function usCodeRecordFromSection(section: UslmSection, releasePoint: string): UsLawRecordInput | null {
  if (!/^\d{1,2}$/.test(section.title)) return null;
  return uscRecord(
    {
      title: Number(section.title),
      section: section.section,
      heading: section.heading,
      statusWord: section.statusWord,
      hierarchy: section.hierarchy.join(" > "),
      titleName: section.titleHeading || null,
    },
    releasePoint,
    usCodeAuthority(releasePoint),
  );
}

/**
 * Records we hold for a synced title that its new release point no longer lists: kept, marked repealed
 * (retiredRecords). The OLRC normally keeps a "Repealed" stub, so this is the rare case of a section dropped outright.
 */
export function retiredUsCodeRecords(held: UsLawRecordInput[], seenRecordUids: ReadonlySet<string>, releasePoint: string): UsLawRecordInput[] {
  const prefix = "no longer in the Code";
  return retiredRecords(held, seenRecordUids, { source: "us_code", prefix, detail: `${prefix} as of release point ${releasePoint}`, edition: releasePoint });
}
