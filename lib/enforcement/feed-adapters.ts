import Parser from "rss-parser";
import { z } from "zod";
import { makeExcerpt, publishedDateOf } from "@/lib/news/import-feed";
import { SourceFault } from "@/lib/sources/faults";
import type { AdapterName } from "./monitored-sources";

/**
 * Readers for the upstream formats of the monitored sources. Each turns the body it is given into entries; a body
 * that is not the format at all is the fault "unreadable", JSON of another shape "schema_changed" (the detail stays
 * with the operator).
 */

export interface FeedEntry {
  title: string | null;
  link: string | null;
  /** The upstream's own id (RSS guid, Atom id, Federal Register document number); the link when absent. */
  guid: string | null;
  date: string | null;
  /** A short excerpt of the item's own summary (never an article body). */
  summary: string | null;
}

type RssItem = Parser.Item & { description?: unknown; published?: unknown; updated?: unknown; id?: unknown };

function text(value: unknown): string | null {
  if (typeof value === "string") return value.replace(/\s+/g, " ").trim() || null;
  if (value && typeof value === "object" && typeof (value as { _?: unknown })._ === "string") return text((value as { _: string })._);
  return null;
}

/** RSS 2.0 and Atom (rss-parser reads both). */
export async function readRssOrAtom(body: string): Promise<FeedEntry[]> {
  const parser = new Parser<Record<string, unknown>, RssItem>({ customFields: { item: ["description", "published", "updated", "id"] } });
  let feed: Parser.Output<RssItem>;
  try {
    feed = await parser.parseString(body);
  } catch (err) {
    throw new SourceFault("unreadable", `not a readable RSS or Atom feed: ${(err as Error).message}`);
  }
  return feed.items.map((item) => {
    const link = text(item.link);
    return {
      title: text(makeExcerpt(text(item.title), 500)),
      link,
      guid: text(item.guid) ?? text(item.id) ?? link,
      date: publishedDateOf(item),
      summary: makeExcerpt(text(item.summary) ?? text(item.description) ?? text(item.contentSnippet)),
    };
  });
}

/** The Federal Register documents API (https://www.federalregister.gov/developers/documentation/api/v1). */
const federalRegisterSchema = z.object({
  results: z
    .array(
      z
        .object({
          title: z.string().nullable().optional(),
          abstract: z.string().nullable().optional(),
          document_number: z.string().nullable().optional(),
          html_url: z.string().nullable().optional(),
          publication_date: z.string().nullable().optional(),
        })
        .passthrough(),
    )
    .default([]),
});

export function readFederalRegisterJson(body: string): FeedEntry[] {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (err) {
    throw new SourceFault("unreadable", `not JSON: ${(err as Error).message}`);
  }
  const parsed = federalRegisterSchema.safeParse(json);
  if (!parsed.success) throw new SourceFault("schema_changed", `unexpected Federal Register JSON: ${parsed.error.issues[0]?.message}`);
  return parsed.data.results.map((r) => ({
    title: text(r.title),
    link: text(r.html_url),
    guid: text(r.document_number) ?? text(r.html_url),
    date: r.publication_date && /^\d{4}-\d{2}-\d{2}$/.test(r.publication_date) ? r.publication_date : null,
    summary: makeExcerpt(text(r.abstract)),
  }));
}

export async function readEntries(adapter: AdapterName, body: string): Promise<FeedEntry[]> {
  switch (adapter) {
    case "rss":
      return readRssOrAtom(body);
    case "federal_register_json":
      return readFederalRegisterJson(body);
    case "none":
      throw new SourceFault("adapter_missing", "no reader is implemented for this source");
  }
}

/**
 * Does the item mention AI? Whole words over title and summary; "AI" only in capitals (so "said" or "Thai" never
 * match). Returns the terms found, stored on the draft so a reviewer sees why it was picked.
 */
const AI_TERMS: [string, RegExp][] = [
  ["artificial intelligence", /\bartificial[\s-]+intelligence\b/i],
  ["AI", /\bAI\b|\bA\.I\./],
  ["machine learning", /\bmachine[\s-]+learning\b/i],
  ["algorithm", /\balgorithm(s|ic|ically)?\b/i],
  ["facial recognition", /\bfac(e|ial)[\s-]+recognition\b/i],
  ["biometric", /\bbiometrics?\b/i],
  ["chatbot", /\bchat[\s-]?bots?\b/i],
  ["deepfake", /\bdeep[\s-]?fakes?\b/i],
  ["generative", /\bgenerative\b/i],
  ["large language model", /\blarge[\s-]+language[\s-]+models?\b|\bLLMs?\b/],
  ["automated decision", /\bautomated[\s-]+decision/i],
  ["voice cloning", /\bvoice[\s-]+clon(e|es|ing)\b/i],
];

export function aiTermsIn(...texts: (string | null)[]): string[] {
  const hay = texts.filter(Boolean).join(" \n ");
  return AI_TERMS.filter(([, re]) => re.test(hay)).map(([term]) => term);
}
