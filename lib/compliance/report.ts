import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { complianceReports } from "@/db/schema/compliance";
import type { Entitlement } from "@/lib/auth/tiers";
import type { TierName } from "@/lib/auth/tiers";
import { attributionFor, DISCLAIMER } from "@/lib/vocabulary";
import { ApiError, invalidParameter } from "@/lib/http/errors";
import { buildAssessment, previewAssessment, type AssessedProfile, type Assessment, type AssessInput } from "./assess";
import { complianceData } from "./data";
import { utcToday } from "./deadline-parser";
import { previewFor, stripFull } from "./inputs";
import { loadLawContext } from "./law-context";
import { REPORT_LINK_DAYS, signReportLink, verifyReportLink } from "./report-link";
import type { ReportSnapshot } from "./report-snapshot";
import { reportTier, withReportQuota, type QuotaState } from "./report-quota";

/** POST /report and the signed download link: issue (quota-counted), store the snapshot, answer JSON or the PDF. */

export interface ReportInput extends Omit<AssessInput, "state"> {
  state?: string;
  jurisdiction?: string;
  company?: string;
  email?: string;
  format?: "json" | "pdf";
}


const slug = (s: string) => s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 40);
export const reportFilename = (company: string | null, asOf: string) => `lexatlas-report-${(company && slug(company)) || "company"}-${asOf}.pdf`;

/**
 * POST /report. A preview carries no snapshot, so it has no PDF form (the JSON preview is served whatever was asked).
 * A full answer carries the snapshot as its attachment: the kernel renders the PDF from it when format=pdf or
 * Accept: application/pdf asks (lib/contract/compliance.ts declares the representation).
 */
export async function createReport(db: Db, input: ReportInput, ent: Entitlement, siteUrl: string, now = new Date()) {
  const state = input.state ?? input.jurisdiction;
  if (!state) throw invalidParameter("state", "Body field 'state' is required (or its alias 'jurisdiction'): a US state slug.");
  const today = utcToday(now);
  const ctx = await loadLawContext(db);
  const { assessment, profile } = buildAssessment(complianceData, ctx, { ...input, state }, today, input.state ? "state" : "jurisdiction");
  const company = input.company ?? null;
  const filename = reportFilename(company, today);
  const required = reportTier();
  const gate = previewFor(ent, required, "the risk score and level, counts and one sample obligation are shown; the factor breakdown, the other obligations and the PDF report are withheld", siteUrl);
  const meta = { ...stripFull(gate), generated_at: now.toISOString() };

  if (!gate.full || ent.keyId === null) {
    return {
      data: {
        ...previewAssessment(assessment),
        company,
        report: { id: null, available: false, format: "pdf", filename, download_url: null, expires_in_days: REPORT_LINK_DAYS, expires_at: null, required_tier: required, quota: null },
      },
      meta,
    };
  }

  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + REPORT_LINK_DAYS * 86_400_000);
  const snapshot: ReportSnapshot = {
    version: 1,
    id,
    company,
    email: input.email ?? null,
    issued_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
    profile,
    assessment,
    site_url: siteUrl,
    attribution: attributionFor(siteUrl),
    disclaimer: DISCLAIMER,
  };
  const quota: QuotaState = await withReportQuota(db, { id: ent.keyId, tier: ent.tier as TierName }, now, siteUrl, async (tx) => {
    await tx.insert(complianceReports).values({ id, keyId: ent.keyId!, issuedAt: now, expiresAt, filename, snapshot });
  });
  const downloadUrl = `${siteUrl}/v1/reports/${signReportLink({ reportId: id, expiresAt })}`;

  return {
    attachment: { snapshot, filename, headers: { "X-Report-Id": id, "X-Report-Url": downloadUrl } } satisfies ReportAttachment,
    data: {
      ...assessment,
      company,
      report: {
        id,
        available: true,
        format: "pdf",
        filename,
        download_url: downloadUrl,
        expires_in_days: REPORT_LINK_DAYS,
        expires_at: expiresAt.toISOString(),
        required_tier: null,
        quota,
      },
    },
    meta,
  };
}

/** What the PDF representation prints and the headers it adds. */
export interface ReportAttachment {
  snapshot: ReportSnapshot;
  filename: string;
  headers: Record<string, string>;
}

/**
 * GET /reports/{token}: a tampered, expired or unknown link names no report: 404, like every path parameter that names
 * nothing (lib/http/request-input.ts); the message says which. A good one is served as the PDF.
 */
export async function downloadReport(db: Db, token: string, now = new Date()) {
  const check = verifyReportLink(token, now);
  if (!check.ok) throw new ApiError("not_found", `This report link is not valid: ${check.reason}.`, { param: "token" });
  const expiredMessage = (at: Date) =>
    `This report link expired on ${at.toISOString()}; links last ${REPORT_LINK_DAYS} days. Issue the report again with POST /v1/report.`;
  if (check.expired) throw new ApiError("not_found", expiredMessage(check.claims.expiresAt));
  const [row] = await db.select().from(complianceReports).where(eq(complianceReports.id, check.claims.reportId)).limit(1);
  if (!row) throw new ApiError("not_found", "This report no longer exists.");
  if (row.expiresAt.getTime() <= now.getTime()) throw new ApiError("not_found", expiredMessage(row.expiresAt));
  const attachment: ReportAttachment = { snapshot: row.snapshot as ReportSnapshot, filename: row.filename, headers: { "X-Report-Id": row.id } };
  return { data: { id: row.id, filename: row.filename }, attachment };
}
