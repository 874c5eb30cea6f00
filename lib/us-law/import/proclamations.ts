import type { FileImporter } from "./file-importer";
import { derivePresidentialRecords, PRESIDENTIAL_COLUMNS, readPresidentialCsvs } from "./presidential";

/**
 * Proclamations: presidential-documents/ (four Federal Register export files, Proclamations 9570–11069,
 * 2017-01 → 2026-09, a complete run; 1,501 rows, one a republication).
 */
const FILES = [
  "presidential-documents/fr_proclamations_9570-10139_trump-2017-2021__WDTPOTUSSAY.csv",
  "presidential-documents/fr_proclamations_10140-10757_biden-2021-2024__WDTPOTUSSAY.csv",
  "presidential-documents/fr_proclamations_10758-10884_biden-2024-2025__us-government-data-atlas.csv",
  "presidential-documents/fr_proclamations_10885-11069_trump-2025-2026__us-government-data-atlas.csv",
];
export const PROCLAMATIONS_EDITION = "Federal Register exports of 2024-06 and 2026-09 (complete for Proclamations 9570–11069)";

export const proclamationsImporter: FileImporter = {
  source: "proclamations",
  edition: PROCLAMATIONS_EDITION,
  files: FILES,
  columns: PRESIDENTIAL_COLUMNS,
  readUpstream(dataDir, overrides = {}) {
    return { ...readPresidentialCsvs(dataDir, FILES, "proclamation_number", overrides), lookups: {} };
  },
  deriveRecords(rows) {
    return derivePresidentialRecords(rows, "proclamation", {
      authority:
        "Office of the Federal Register, Federal Register presidential-document (proclamation) exports (files saved " +
        "in terrelldavis1224/WDTPOTUSSAY, 2024-06-07, and rubenviolinha/us-government-data-atlas, retrieved 2026-09-25)",
      edition: PROCLAMATIONS_EDITION,
    });
  },
};
