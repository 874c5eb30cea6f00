/** OLRC US Code: release-point page → current release point; USLM title XML → sections → US-law records (see docs/upstreams.md). */
export { compareReleasePoints, isNewerReleasePoint, OLRC_DOWNLOAD_PAGE, parseReleasePoint, parseReleasePointListing, releasePointZipUrl, type ReleasePoint, type ReleasePointListing } from "./release-points";
export { createUslmParser, type UslmMeta, type UslmSection } from "./uslm";
export { retiredUsCodeRecords, usCodeAuthority, usCodeRecordFromSection } from "./records";
export { createReleaseZipReader, type ReleaseZipReader } from "./release-zip";
