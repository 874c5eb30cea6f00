import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { config } from "@/lib/config";
import { guideBySlug } from "@/lib/docs/guides";
import { guideContent } from "@/lib/docs/guide-content";
import { renderMarkdown } from "@/lib/docs/markdown";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const guide = guideBySlug((await params).slug);
  if (!guide) return { title: "Not found" };
  const siteUrl = config().publicBaseUrl;
  return { title: guideContent(guide, { siteUrl, apiBase: `${siteUrl}/v1` }).title, description: guide.summary };
}

export default async function GuidePage({ params }: Props) {
  const guide = guideBySlug((await params).slug);
  if (!guide) notFound();
  const siteUrl = config().publicBaseUrl;
  const content = guideContent(guide, { siteUrl, apiBase: `${siteUrl}/v1` });
  return (
    <article className="guide prose">
      <p className="eyebrow">Guide</p>
      <h1>{content.title}</h1>
      <p className="lead">{guide.summary}</p>
      <div dangerouslySetInnerHTML={{ __html: renderMarkdown(content.markdown) }} />
    </article>
  );
}
