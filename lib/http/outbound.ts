import { config } from "@/lib/config";

/** How our crawlers (link checker, feed importer) introduce themselves; the URL lets a webmaster find out who we are. */
export function botUserAgent(): string {
  return `LexAtlasBot/1.0 (+${config().publicBaseUrl})`;
}

/** An http(s) URL, resolved against `base` when relative; null for anything else (javascript:, data:, garbage). */
export function parseHttpUrl(value: string, base?: URL): URL | null {
  try {
    const url = new URL(value, base);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}
