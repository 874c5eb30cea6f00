/** eCFR versioner API: titles.json → titles to sync; structure → section rows → US-law records (see docs/upstreams.md). */
export { ecfrStructurePath, ecfrTitlesResponseSchema, parseEcfrTitles, titlesAmendedSince, type EcfrTitlesResponse, type TitleToSync } from "./titles";
export { createEcfrStructureParser, parseEcfrStructure, parseEcfrStructureStream, type EcfrPartRow, type EcfrSectionRow, type EcfrStructureRow } from "./structure";
export { agencyLookup, ecfrAgenciesResponseSchema, ecfrAuthority, ecfrRecordFromRow, parseEcfrAgencies, retiredEcfrRecords, type PartLocation } from "./records";
