import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jurisdictions, landmarkBills } from "@/db/schema";
import type { Entitlement } from "@/lib/auth/tiers";
import { attributionFor, DISCLAIMER } from "@/lib/vocabulary";
import { notFound } from "@/lib/http/errors";
import { tieredSources } from "@/lib/laws/tiered-sources";

const billColumns = {
  slug: landmarkBills.slug,
  lawId: landmarkBills.lawId,
  billNumber: landmarkBills.billNumber,
  title: landmarkBills.title,
  jurisdictionSlug: landmarkBills.jurisdictionSlug,
  jurisdictionName: jurisdictions.name,
  jurisdictionAbbr: jurisdictions.abbr,
  status: landmarkBills.status,
  deadline: landmarkBills.deadline,
  officialUrl: landmarkBills.officialUrl,
  verifiedOn: landmarkBills.verifiedOn,
  alternateNames: landmarkBills.alternateNames,
  sourceLinks: landmarkBills.sourceLinks,
};

function billQuery(db: Db) {
  return db.select(billColumns).from(landmarkBills).innerJoin(jurisdictions, eq(jurisdictions.slug, landmarkBills.jurisdictionSlug));
}

type BillRow = Awaited<ReturnType<typeof billQuery>>[number];

function indexItem(row: BillRow, siteUrl: string) {
  return {
    slug: row.slug,
    bill_number: row.billNumber,
    title: row.title,
    jurisdiction: { slug: row.jurisdictionSlug, name: row.jurisdictionName, abbr: row.jurisdictionAbbr },
    status: row.status,
    deadline: row.deadline,
    official_url: row.officialUrl,
    verified_on: row.verifiedOn,
    attribution: attributionFor(siteUrl),
  };
}

export async function listBills(db: Db, siteUrl: string) {
  const rows = await billQuery(db).orderBy(asc(landmarkBills.jurisdictionSlug), asc(landmarkBills.slug));
  return { data: rows.map((r) => indexItem(r, siteUrl)), meta: { count: rows.length, disclaimer: DISCLAIMER } };
}

export async function getBill(db: Db, slug: string, ent: Entitlement, siteUrl: string) {
  const [row] = await billQuery(db).where(eq(landmarkBills.slug, slug)).limit(1);
  if (!row) throw notFound(`Bill ${slug}`);
  const { sources, meta } = tieredSources(row.officialUrl, row.sourceLinks, ent, siteUrl);
  const base = `${siteUrl}/v1`;
  return {
    data: {
      ...indexItem(row, siteUrl),
      sources,
      citations: { identifier: row.billNumber, alternate_names: row.alternateNames },
      links: {
        self: `${base}/bills/${row.slug}`,
        ...(row.lawId ? { law: `${base}/laws/${row.lawId}`, history: `${base}/laws/${row.lawId}/history` } : {}),
      },
      record_id: row.lawId,
    },
    meta,
  };
}
