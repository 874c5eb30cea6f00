import type { Metadata } from "next";
import { headers } from "next/headers";
import { UsLawRecordView } from "@/components/us-law/us-law-record-view";
import { clientIp } from "@/lib/auth/caller";
import { loadUsLawRecord } from "@/lib/website/page-loaders";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ record_uid: string }> };

/** The record's citation and title; the same (memoised) fetch as the page body, so the title costs nothing more. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const answer = await loadUsLawRecord((await params).record_uid, clientIp(await headers()));
  if (answer.kind !== "ok") return { title: "US-law record" };
  return { title: `${answer.data.citation}: ${answer.data.title}`, description: `${answer.data.citation} — ${answer.data.source_authority}` };
}

/** One record, metered as GET /v1/us-law/records/{uid} for the anonymous caller at the visitor's address. */
export default async function UsLawRecordPage({ params }: Props) {
  return <UsLawRecordView recordUid={(await params).record_uid} visitor={await headers()} />;
}
