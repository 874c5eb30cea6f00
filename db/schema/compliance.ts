import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { apiKeys } from "./auth";

/**
 * Issued compliance reports. A row is the unit of the monthly report quota (counted per key per UTC month) and holds
 * the report as issued, so its signed download link always delivers the same document even after the law records
 * change. Previews below the report tier are never written.
 */
export const complianceReports = pgTable(
  "compliance_reports",
  {
    id: uuid("id").primaryKey(),
    keyId: uuid("key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    issuedAt: timestamp("issued_at", { withTimezone: true, precision: 6 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 6 }).notNull(),
    filename: text("filename").notNull(),
    /** The report as issued (lib/compliance/report.ts ReportSnapshot): profile, assessment, company, email, stamps. */
    snapshot: jsonb("snapshot").notNull(),
  },
  (t) => [index("compliance_reports_key_issued").on(t.keyId, t.issuedAt)],
);
