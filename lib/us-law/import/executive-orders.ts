import type { FileImporter } from "./file-importer";
import { derivePresidentialRecords, PRESIDENTIAL_COLUMNS, readPresidentialCsvs } from "./presidential";

/**
 * Executive orders: three Federal Register exports, newest first (executive-orders/SOURCE.md) —
 * fr_executive_orders_14410-14431 (22 rows), fr_executive_orders_14271-14409 (140 rows, one a republication) and
 * executive_orders_merged.csv (1,248 rows, complete for EO 13272–14270, with 44 orders of 14271–14363 that the newer
 * export lists again). Together: EO 13272–14431 complete, plus a partial set of earlier orders.
 */
const FILES = [
  "executive-orders/fr_executive_orders_14410-14431__us-government-data-atlas.csv",
  "executive-orders/fr_executive_orders_14271-14409__HoAtRiP.csv",
  "executive-orders/executive_orders_merged.csv",
];
export const EXECUTIVE_ORDERS_EDITION = "Federal Register exports of 2025-04, 2025-12 and 2026-09 (complete for EO 13272–14431)";

export const executiveOrdersImporter: FileImporter = {
  source: "executive_orders",
  edition: EXECUTIVE_ORDERS_EDITION,
  files: FILES,
  columns: PRESIDENTIAL_COLUMNS,
  readUpstream(dataDir, overrides = {}) {
    return { ...readPresidentialCsvs(dataDir, FILES, "executive_order_number", overrides), lookups: {} };
  },
  deriveRecords(rows) {
    return derivePresidentialRecords(rows, "executive_order", {
      authority:
        "Office of the Federal Register, Federal Register executive-order exports (rows saved in " +
        "TECNA7/ExecutiveOrderVisualization, 2025-04-16, UCB-stat-159-f25/final-group05, 2025-12-10, " +
        "HoAtRiP/executive-orders-dashboard and rubenviolinha/us-government-data-atlas, retrieved 2026-09-25)",
      edition: EXECUTIVE_ORDERS_EDITION,
    });
  },
};
