import type { Metadata, Viewport } from "next";
import { SITE_NAV } from "@/lib/website/navigation";
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
            {SITE_NAV.map((item) => <a key={item.href} href={item.href}>{item.label}</a>)}
          </nav>
        </header>
        <main id="content">{children}</main>
        <footer className="site">
          <div>
            Data by LexAtlas, licensed <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a> —{" "}
            <a href="/docs#attribution">attribution required</a>. Informational only; not legal advice.{" "}
            <a href="/v1/openapi.json">OpenAPI</a> · <a href="/status">Status</a>
          </div>
        </footer>
      </body>
    </html>
  );
}
