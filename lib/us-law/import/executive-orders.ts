import type { FileImporter } from "./file-importer";
import { derivePresidentialRecords, PRESIDENTIAL_COLUMNS, readPresidentialCsvs } from "./presidential";

/**
 * Executive orders: executive-orders/executive_orders_merged.csv (1,248 Federal Register export rows, complete for
 * EO 13272–14270; disposition notes say which orders were revoked or superseded).
 */
const FILE = "executive-orders/executive_orders_merged.csv";
export const EXECUTIVE_ORDERS_EDITION = "Federal Register exports of 2025-04 and 2025-12 (complete for EO 13272–14270)";

export const executiveOrdersImporter: FileImporter = {
  source: "executive_orders",
  edition: EXECUTIVE_ORDERS_EDITION,
  files: [FILE],
  columns: PRESIDENTIAL_COLUMNS,
  readUpstream(dataDir, overrides = {}) {
    return { ...readPresidentialCsvs(dataDir, [FILE], "executive_order_number", overrides), lookups: {} };
  },
  deriveRecords(rows) {
    return derivePresidentialRecords(rows, {
      instrumentType: "executive_order",
      source: "executive_orders",
      label: "Executive Order",
      identifierPrefix: "EO",
      authority:
        "Office of the Federal Register, Federal Register executive-order CSV export (rows saved in " +
        "TECNA7/ExecutiveOrderVisualization, 2025-04-16, and UCB-stat-159-f25/final-group05, 2025-12-10)",
      edition: EXECUTIVE_ORDERS_EDITION,
    });
  },
};
