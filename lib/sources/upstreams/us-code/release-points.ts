import { upstreamFault } from "../schema-error";

/**
 * OLRC release points. The current one is announced on https://uscode.house.gov/download/download.shtml by a heading
 * `<h3 class="releasepointinformation">Public Law 119-73 (01/23/2026) , except 119-60</h3>` and by the download links
 * of every title, which carry the release point in their file names:
 * `releasepoints/us/pl/119/73not60/xml_usc01@119-73not60.zip`, `…/xml_uscAll@119-73not60.zip`.
 * Each title's own XML names it again in `<docPublicationName>Online@119-73not60</docPublicationName>`.
 */

export const OLRC_DOWNLOAD_PAGE = "https://uscode.house.gov/download/download.shtml";
const UPSTREAM = "us-code release points";

export interface ReleasePoint {
  /** As OLRC writes it: "119-36", "119-73not60", "114-329not328". */
  id: string;
  congress: number;
  law: number;
  /** Laws of that Congress not yet incorporated ("not60" → [60]). */
  excluded: number[];
}

const RELEASE_POINT = /^(\d{2,3})-(\d{1,4})((?:not\d{1,4})*)$/;

export function parseReleasePoint(id: string): ReleasePoint | null {
  const m = RELEASE_POINT.exec(id.trim());
  if (!m) return null;
  return {
    id: id.trim(),
    congress: Number(m[1]),
    law: Number(m[2]),
    excluded: m[3] ? m[3].split("not").filter(Boolean).map(Number) : [],
  };
}

/** Negative when `a` is older than `b`; a release point with fewer laws left out is newer than one with the same law. */
export function compareReleasePoints(a: ReleasePoint, b: ReleasePoint): number {
  return a.congress - b.congress || a.law - b.law || b.excluded.length - a.excluded.length;
}

/** The zip of one title (`"01"`, `"05A"`) or of all titles (`"All"`) at a release point. */
export function releasePointZipUrl(rp: ReleasePoint, title: string): string {
  const lawPart = rp.id.slice(rp.id.indexOf("-") + 1);
  return `https://uscode.house.gov/download/releasepoints/us/pl/${rp.congress}/${lawPart}/xml_usc${title}@${rp.id}.zip`;
}

export interface ReleasePointListing {
  releasePoint: ReleasePoint;
  /** The announcement heading, tags stripped ("Public Law 119-73 (01/23/2026) , except 119-60"), or null. */
  label: string | null;
  /** The heading's date as YYYY-MM-DD, or null. */
  date: string | null;
  /** Absolute URL of the all-titles XML zip, or null if the page does not link one. */
  allTitlesZip: string | null;
  /** One entry per title XML zip linked on the page, in page order. */
  titleZips: { title: string; url: string }[];
}

const ZIP_LINK = /href\s*=\s*"([^"]*xml_usc(\w+)@([0-9a-z-]+)\.zip)"/gi;

/** Reads the download page; throws the schema_changed fault when it no longer announces exactly one release point. */
export function parseReleasePointListing(html: string, pageUrl: string = OLRC_DOWNLOAD_PAGE): ReleasePointListing {
  const ids = new Set<string>();
  const titleZips: { title: string; url: string }[] = [];
  let allTitlesZip: string | null = null;
  for (const m of html.matchAll(ZIP_LINK)) {
    const url = new URL(m[1]!, pageUrl).toString();
    ids.add(m[3]!);
    if (m[2]!.toLowerCase() === "all") allTitlesZip ??= url;
    else if (!titleZips.some((t) => t.title === m[2])) titleZips.push({ title: m[2]!, url });
  }
  if (ids.size !== 1) {
    throw upstreamFault(UPSTREAM, [ids.size ? `the page links ${ids.size} release points (${[...ids].join(", ")})` : "no release-point XML link on the page"]);
  }
  const id = [...ids][0]!;
  const releasePoint = parseReleasePoint(id) ?? upstreamFault(UPSTREAM, [`'${id}' is not a release point`]);
  if (releasePoint instanceof Error) throw releasePoint;
  const heading = /<h3[^>]*class\s*=\s*"releasepointinformation"[^>]*>([\s\S]*?)<\/h3>/i.exec(html);
  const label = heading ? heading[1]!.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim() : null;
  const dm = label ? /\((\d{2})\/(\d{2})\/(\d{4})\)/.exec(label) : null;
  return { releasePoint, label, date: dm ? `${dm[3]}-${dm[1]}-${dm[2]}` : null, allTitlesZip, titleZips };
}

/** True when the listing announces a release point newer than the one we last imported (null = never imported). */
export function isNewerReleasePoint(listing: ReleasePointListing, lastImported: string | null): boolean {
  if (!lastImported) return true;
  const last = parseReleasePoint(lastImported);
  return last === null || compareReleasePoints(listing.releasePoint, last) > 0;
}
