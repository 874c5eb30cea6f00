import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { complianceReports } from "@/db/schema/compliance";
import type { Caller } from "@/lib/auth/caller";
import type { TierName } from "@/lib/auth/tiers";
import { attributionFor, DISCLAIMER } from "@/lib/contract/common";
import { ApiError, invalidParameter } from "@/lib/http/errors";
import { renderReportPdf } from "@/lib/pdf/render-report";
import { buildAssessment, previewAssessment, type AssessedProfile, type Assessment, type AssessInput } from "./assess";
import { complianceData } from "./data";
import { utcToday } from "./deadline-parser";
import { previewFor, stripFull } from "./inputs";
import { loadLawContext } from "./law-context";
import { REPORT_LINK_DAYS, signReportLink, verifyReportLink } from "./report-link";
import { reportTier, withReportQuota, type QuotaState } from "./report-quota";

/** POST /report and the signed download link: issue (quota-counted), store the snapshot, answer JSON or the PDF. */

export interface ReportInput extends Omit<AssessInput, "state"> {
  state?: string;
  jurisdiction?: string;
  company?: string;
  email?: string;
  format?: "json" | "pdf";
}

/** Everything the PDF prints, frozen at issue time. */
export interface ReportSnapshot {
  version: 1;
  id: string;
  company: string | null;
  email: string | null;
  issued_at: string;
  expires_at: string;
  profile: AssessedProfile;
  assessment: Assessment;
  site_url: string;
  attribution: string;
  disclaimer: string;
}

const slug = (s: string) => s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 40);
export const reportFilename = (company: string | null, asOf: string) => `lexatlas-report-${(company && slug(company)) || "company"}-${asOf}.pdf`;

export function wantsPdf(input: { format?: string }, queryFormat: string | undefined, request: Request): boolean {
  if (input.format === "pdf" || queryFormat === "pdf") return true;
  if (input.format === "json" || queryFormat === "json") return false;
  return (request.headers.get("accept") ?? "").toLowerCase().includes("application/pdf");
}

function pdfResponse(pdf: Buffer, filename: string, extra: Record<string, string>): Response {
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.length),
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Expose-Headers": "Content-Disposition, X-Report-Id, X-Report-Url, X-Request-Id, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset",
      ...extra,
    },
  });
}

export async function createReport(db: Db, input: ReportInput, pdf: boolean, caller: Caller, siteUrl: string, now = new Date()) {
  const state = input.state ?? input.jurisdiction;
  if (!state) throw invalidParameter("state", "Body field 'state' is required (or its alias 'jurisdiction'): a US state slug.");
  const today = utcToday(now);
  const ctx = await loadLawContext(db);
  const { assessment, profile } = buildAssessment(complianceData, ctx, { ...input, state }, today, input.state ? "state" : "jurisdiction");
  const company = input.company ?? null;
  const filename = reportFilename(company, today);
  const required = reportTier();
  const gate = previewFor(caller, required, "the risk score and level, counts and one sample obligation are shown; the factor breakdown, the other obligations and the PDF report are withheld", siteUrl);
  const meta = { ...stripFull(gate), generated_at: now.toISOString() };

  if (!gate.full || caller.keyId === null) {
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
  const quota: QuotaState = await withReportQuota(db, { id: caller.keyId, tier: caller.tier as TierName }, now, siteUrl, async (tx) => {
    await tx.insert(complianceReports).values({ id, keyId: caller.keyId!, issuedAt: now, expiresAt, filename, snapshot });
  });
  const downloadUrl = `${siteUrl}/v1/reports/${signReportLink({ reportId: id, expiresAt })}`;

  if (pdf) {
    return pdfResponse(await renderReportPdf(snapshot), filename, { "X-Report-Id": id, "X-Report-Url": downloadUrl });
  }
  return {
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

/** GET /reports/{token}: a tampered link is a 400, an expired or unknown one a 404; a good one streams the PDF. */
export async function downloadReport(db: Db, token: string, now = new Date()): Promise<Response> {
  const check = verifyReportLink(token, now);
  if (!check.ok) throw invalidParameter("token", `This report link is not valid: ${check.reason}.`);
  const expiredMessage = (at: Date) =>
    `This report link expired on ${at.toISOString()}; links last ${REPORT_LINK_DAYS} days. Issue the report again with POST /v1/report.`;
  if (check.expired) throw new ApiError("not_found", expiredMessage(check.claims.expiresAt));
  const [row] = await db.select().from(complianceReports).where(eq(complianceReports.id, check.claims.reportId)).limit(1);
  if (!row) throw new ApiError("not_found", "This report no longer exists.");
  if (row.expiresAt.getTime() <= now.getTime()) throw new ApiError("not_found", expiredMessage(row.expiresAt));
  const pdf = await renderReportPdf(row.snapshot as ReportSnapshot);
  return pdfResponse(pdf, row.filename, { "X-Report-Id": row.id });
}
