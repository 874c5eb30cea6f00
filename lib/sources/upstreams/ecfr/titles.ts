import { z } from "zod";
import { parseUpstream } from "../schema-error";

/**
 * eCFR versioner API `GET /api/versioner/v1/titles.json`: one row per CFR title with the date it was last amended
 * (https://www.ecfr.gov/developers/documentation/api/v1). The connector reads it first and fetches the structure of
 * only the titles amended since its previous run.
 */

const isoDate = z.iso.date();

export const ecfrTitleSchema = z.object({
  number: z.number().int().positive(),
  name: z.string(),
  latest_amended_on: isoDate.nullable(),
  latest_issue_date: isoDate.nullable(),
  up_to_date_as_of: isoDate.nullable(),
  reserved: z.boolean(),
});

export const ecfrTitlesResponseSchema = z.object({
  titles: z.array(ecfrTitleSchema).min(1),
  meta: z.object({ date: isoDate, import_in_progress: z.boolean() }),
});

export type EcfrTitle = z.infer<typeof ecfrTitleSchema>;
export type EcfrTitlesResponse = z.infer<typeof ecfrTitlesResponseSchema>;

/** The validated titles.json body; throws the schema_changed fault when its shape changed. */
export function parseEcfrTitles(body: unknown): EcfrTitlesResponse {
  return parseUpstream(ecfrTitlesResponseSchema, body, "ecfr titles.json");
}

export interface TitleToSync {
  number: number;
  name: string;
  latestAmendedOn: string;
  /** The point-in-time date to ask the structure for: the date eCFR says the title is current to. */
  structureDate: string;
}

/**
 * Titles amended after `since` (exclusive; null = every title, a first run), reserved titles left out. A title whose
 * `up_to_date_as_of` is missing is skipped: eCFR has no current point in time for it to serve. When eCFR reports an
 * import in progress the dates may move under us, so nothing is returned and the caller retries on its next run.
 */
export function titlesAmendedSince(response: EcfrTitlesResponse, since: string | null): TitleToSync[] {
  if (response.meta.import_in_progress) return [];
  return response.titles
    .filter((t) => !t.reserved && t.latest_amended_on !== null && t.up_to_date_as_of !== null)
    .filter((t) => since === null || t.latest_amended_on! > since)
    .map((t) => ({ number: t.number, name: t.name, latestAmendedOn: t.latest_amended_on!, structureDate: t.up_to_date_as_of! }))
    .sort((a, b) => a.number - b.number);
}

/** The versioner path of a title's structure at a date (relative to https://www.ecfr.gov). */
export function ecfrStructurePath(title: number, date: string): string {
  return `/api/versioner/v1/structure/${date}/title-${title}.json`;
}
