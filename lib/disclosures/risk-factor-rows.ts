import { z } from "zod";
import { stableUuid } from "@/lib/ids";
import type { disclosures } from "@/db/schema";

/**
 * One curated AI risk-factor disclosure as written in db/seed/disclosures/risk-factors.yaml. Facts only: a row whose
 * wording was not seen quoted holds the heading and the EDGAR link only (text null); an excerpt is marked as such.
 */
export const ACCESSION_PATTERN = /^\d{10}-\d{2}-\d{6}$/;
export const CIK_PATTERN = /^\d{1,10}$/;

/** EDGAR prints CIKs zero-padded to ten digits in some places and bare in others; we store them bare. */
export function normaliseCik(cik: string): string {
  return cik.replace(/^0+(?=\d)/, "");
}

export const riskFactorRowSchema = z
  .object({
    key: z.string().trim().min(1).max(200),
    company: z.string().trim().min(1),
    cik: z.string().regex(CIK_PATTERN, { message: "expected the CIK as a numeric string" }).transform(normaliseCik),
    form: z.string().trim().min(1).max(20),
    filing_date: z.iso.date({ message: "expected YYYY-MM-DD" }),
    fiscal_period: z.string().trim().min(1).nullable(),
    accession_number: z.string().regex(ACCESSION_PATTERN, { message: "expected an accession number such as 0000320193-24-000123" }).nullable(),
    filing_url: z.url().refine((u) => /^https:\/\/(www\.)?sec\.gov\//.test(u), { message: "expected an EDGAR (sec.gov) URL" }),
    filing_url_kind: z.enum(["document", "company_index"]),
    section: z.string().trim().min(1),
    heading: z.string().trim().min(1).nullable(),
    text: z.string().trim().min(1).nullable(),
    text_is_excerpt: z.boolean(),
    quoted_in: z.object({ url: z.url(), publisher: z.string().trim().min(1), title: z.string().trim().min(1) }).nullable().optional(),
    /**
     * The day every fact of the row (company, CIK, form, dates, accession number, link, wording) was last re-checked
     * against EDGAR or the quoting page; omitted when not since it was added. Kept in the file for reviewers only: a
     * filing never changes, so /disclosures serves no verification stamp (docs/data-audit.md).
     */
    verified_on: z.iso.date({ message: "expected YYYY-MM-DD" }).optional(),
  })
  .strict()
  .refine((r) => r.heading !== null || r.text !== null, { message: "a row needs a heading or text", path: ["heading"] })
  .refine((r) => r.text !== null || !r.text_is_excerpt, { message: "text_is_excerpt is true but text is null", path: ["text_is_excerpt"] });

export type RiskFactorRow = z.output<typeof riskFactorRowSchema>;

export type DisclosureInsert = typeof disclosures.$inferInsert;
export type DisclosureOrigin = "curated" | "edgar_full_text_search";

export const disclosureIdFor = (key: string) => stableUuid(`disclosure:${key}`);

/** A validated row as the table stores it. */
export function disclosureRecord(row: RiskFactorRow, origin: DisclosureOrigin): DisclosureInsert {
  return {
    id: disclosureIdFor(row.key),
    key: row.key,
    company: row.company,
    cik: row.cik,
    form: row.form,
    filingDate: row.filing_date,
    fiscalPeriod: row.fiscal_period,
    accessionNumber: row.accession_number,
    filingUrl: row.filing_url,
    filingUrlKind: row.filing_url_kind,
    section: row.section,
    heading: row.heading,
    text: row.text,
    textIsExcerpt: row.text_is_excerpt,
    quotedInUrl: row.quoted_in?.url ?? null,
    quotedInPublisher: row.quoted_in?.publisher ?? null,
    quotedInTitle: row.quoted_in?.title ?? null,
    origin,
  };
}
