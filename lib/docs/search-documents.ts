import { ERROR_CODES } from "@/lib/http/errors";
import { guideContent } from "./guide-content";
import { GUIDES, type GuideContext } from "./guides";
import { markdownText } from "./markdown";
import { OVERVIEW_SECTIONS } from "./overview-sections";
import { docsModel, tierLabel } from "./operations";
import { descriptionOf } from "./json-schema";

/** One searchable docs page (or section of one): what the full-text search indexes and links to. */
export interface SearchDocument {
  id: string;
  url: string;
  title: string;
  section: "Overview" | "Guide" | "Operation" | "Error";
  text: string;
}

export function searchDocuments(ctx: GuideContext): SearchDocument[] {
  const { operations, components } = docsModel(ctx.siteUrl);
  return [
    ...OVERVIEW_SECTIONS.map((s) => ({ id: `overview-${s.id}`, url: `/docs#${s.id}`, title: s.title, section: "Overview" as const, text: s.keywords })),
    ...GUIDES.map((g) => {
      const content = guideContent(g, ctx);
      return { id: `guide-${g.slug}`, url: `/docs/guides/${g.slug}`, title: content.title, section: "Guide" as const, text: `${g.summary} ${markdownText(content.markdown)}` };
    }),
    ...operations.map((op) => ({
      id: `op-${op.id}`,
      url: `/docs/operations/${op.id}`,
      title: `${op.method} /v1${op.path} — ${op.summary}`,
      section: "Operation" as const,
      text: [
        op.id,
        op.tag,
        markdownText(op.description),
        markdownText(op.gating ?? ""),
        `${tierLabel(op.minTier)} tier`,
        ...op.parameters.map((p) => `${p.name} ${p.description ?? ""}`),
        ...op.errors.map((e) => e.code),
        descriptionOf(op.responseSchema, components) ?? "",
      ].join(" "),
    })),
    ...Object.entries(ERROR_CODES).map(([code, e]) => ({
      id: `error-${code}`,
      url: `/docs/errors#${code}`,
      title: `${e.status} ${code}`,
      section: "Error" as const,
      text: e.description,
    })),
  ];
}
