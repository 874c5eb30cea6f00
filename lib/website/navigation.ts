/** The site's main navigation, in order: the layout renders it, and so does the refusal page (a plain HTML answer). */
export const SITE_NAV: readonly { href: string; label: string }[] = [
  { href: "/docs", label: "Docs" },
  { href: "/laws", label: "Laws" },
  { href: "/us-law", label: "US law" },
  { href: "/enforcement", label: "Enforcement" },
  { href: "/changes", label: "Changes" },
  { href: "/pricing", label: "Pricing" },
  { href: "/status", label: "Status" },
  { href: "/account", label: "Account" },
  { href: "/signup", label: "Get a free key" },
];
