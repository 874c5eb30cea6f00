import type { Metadata } from "next";
import { headers } from "next/headers";
import { MatterView } from "@/components/enforcement/matter-view";
import { clientIp } from "@/lib/auth/caller";
import { loadMatter } from "@/lib/website/page-loaders";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ matter_uid: string }> };

/** The matter's caption; the same (memoised) request as the page body, so the title costs no second request. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const answer = await loadMatter((await params).matter_uid, clientIp(await headers()));
  return { title: answer.kind === "ok" ? answer.data.caption : "Enforcement matter" };
}

/** One matter as GET /v1/enforcement/matters/{uid} gives the anonymous caller at the visitor's address. */
export default async function MatterPage({ params }: Props) {
  return <MatterView matterUid={(await params).matter_uid} visitor={await headers()} />;
}
