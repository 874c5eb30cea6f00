import { uscRecord } from "@/lib/us-law/import/us-code";
import type { UsLawRecordInput } from "@/lib/us-law/import/types";
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
 * Records we hold for a synced title that its new release point no longer lists: kept, marked repealed (the OLRC
 * normally keeps a "Repealed" stub, so this is the rare case of a section dropped outright). Idempotent.
 */
export function retiredUsCodeRecords(held: UsLawRecordInput[], seenRecordUids: ReadonlySet<string>, releasePoint: string): UsLawRecordInput[] {
  return held
    .filter((r) => r.source === "us_code" && !seenRecordUids.has(r.record_uid))
    .map((r) =>
      r.status === "repealed" && r.status_detail?.startsWith("no longer in the Code")
        ? r
        : { ...r, status: "repealed" as const, status_detail: `no longer in the Code as of release point ${releasePoint}`, in_force: false, edition: releasePoint },
    );
}
