import type { UsLawRecordInput } from "@/lib/us-law/import/types";

/**
 * The held records of `source` that a title no longer lists (not in `seen`), kept and marked repealed with `detail`
 * (`edition` becomes theirs), so a citation that disappears upstream stays answerable and its change is announced. A
 * record already retired (its status_detail starts with `prefix`) is returned as it is: a re-run changes nothing.
 */
export function retiredRecords(
  held: UsLawRecordInput[],
  seen: ReadonlySet<string>,
  how: { source: UsLawRecordInput["source"]; prefix: string; detail: string; edition: string },
): UsLawRecordInput[] {
  return held
    .filter((r) => r.source === how.source && !seen.has(r.record_uid))
    .map((r) =>
      r.status === "repealed" && r.status_detail?.startsWith(how.prefix)
        ? r
        : { ...r, status: "repealed" as const, status_detail: how.detail, in_force: false, edition: how.edition },
    );
}
