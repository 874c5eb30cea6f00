import type { Metadata, Viewport } from "next";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "LexAtlas — AI-law data API", template: "%s · LexAtlas" },
  description: "An audited, sourced dataset of AI laws (state, federal, EU, global) as a JSON API, change feed and webhooks.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a className="skip" href="#content">Skip to content</a>
        <header className="site">
          <nav aria-label="Main">
            <a className="brand" href="/">LexAtlas</a>
            <a href="/v1/openapi.json">OpenAPI</a>
            <a href="/signup">Get a free key</a>
            <a href="/account">Account</a>
          </nav>
        </header>
        <main id="content">{children}</main>
        <footer className="site">
          <div>
            Data by LexAtlas, licensed CC BY 4.0 — attribution required. Informational only; not legal advice.
          </div>
        </footer>
      </body>
    </html>
  );
}
