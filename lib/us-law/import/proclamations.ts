import type { FileImporter } from "./file-importer";
import { derivePresidentialRecords, PRESIDENTIAL_COLUMNS, readPresidentialCsvs } from "./presidential";

/**
 * Proclamations: presidential-documents/ (two Federal Register export files, Proclamations 9570–10757,
 * 2017-01 → 2024-05, complete runs; 1,188 rows).
 */
const FILES = [
  "presidential-documents/fr_proclamations_9570-10139_trump-2017-2021__WDTPOTUSSAY.csv",
  "presidential-documents/fr_proclamations_10140-10757_biden-2021-2024__WDTPOTUSSAY.csv",
];
export const PROCLAMATIONS_EDITION = "Federal Register exports of 2024-06 (complete for Proclamations 9570–10757)";

export const proclamationsImporter: FileImporter = {
  source: "proclamations",
  edition: PROCLAMATIONS_EDITION,
  files: FILES,
  columns: PRESIDENTIAL_COLUMNS,
  readUpstream(dataDir, overrides = {}) {
    return { ...readPresidentialCsvs(dataDir, FILES, "proclamation_number", overrides), lookups: {} };
  },
  deriveRecords(rows) {
    return derivePresidentialRecords(rows, {
      instrumentType: "proclamation",
      source: "proclamations",
      label: "Proclamation",
      identifierPrefix: "Proclamation",
      authority:
        "Office of the Federal Register, Federal Register presidential-document (proclamation) CSV export (files saved " +
        "in terrelldavis1224/WDTPOTUSSAY, 2024-06-07)",
      edition: PROCLAMATIONS_EDITION,
    });
  },
};
