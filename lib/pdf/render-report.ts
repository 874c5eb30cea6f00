import { createElement } from "react";
import { Font, renderToBuffer, type DocumentProps } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import type { ReportSnapshot } from "@/lib/compliance/report-snapshot";
import { ReportDocument } from "./report-document";

/**
 * Renders an issued report to PDF bytes. URLs are pre-wrapped by lib/pdf/text.ts, so words that look like URLs are
 * never hyphenated (the engine would print a misleading "-" inside them); long words use the built-in hyphenation.
 */
let configured = false;

function configureOnce(): void {
  if (configured) return;
  // The engine passes its built-in hyphenator as a second argument (not in the published type). Only long words are
  // hyphenated ("sec-tors" in a wide column reads badly); URLs and paths never are.
  const callback = (word: string, builtin?: (w: string) => string[]) =>
    word.length <= 12 || word.includes("/") ? [word] : (builtin?.(word) ?? [word]);
  Font.registerHyphenationCallback(callback);
  configured = true;
}

export async function renderReportPdf(snapshot: ReportSnapshot): Promise<Buffer> {
  configureOnce();
  const element = createElement(ReportDocument, { r: snapshot }) as unknown as ReactElement<DocumentProps>;
  return renderToBuffer(element);
}
