import type { Metadata } from "next";
import { headers } from "next/headers";
import { EnforcementBrowser } from "@/components/enforcement/enforcement-browser";

export const metadata: Metadata = {
  title: "Enforcement registry",
  description: "AI-related regulator actions and lawsuits by agency, forum, status and domain, each with its timeline, relief, statutes and sources.",
};
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Served through the API kernel as the anonymous caller at the visitor's address (components/enforcement/enforcement-browser.tsx). */
export default async function EnforcementPage({ searchParams }: Props) {
  return <EnforcementBrowser raw={await searchParams} visitor={await headers()} />;
}
