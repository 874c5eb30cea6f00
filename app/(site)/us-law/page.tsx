import type { Metadata } from "next";
import { headers } from "next/headers";
import { UsLawBrowser } from "@/components/us-law/us-law-browser";

export const metadata: Metadata = {
  title: "Browse US law",
  description: "Search and filter US statutes, regulations and presidential documents by citation, jurisdiction, type and subject; every record links to its official text.",
};
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Served through the API kernel as the anonymous caller at the visitor's address (components/us-law/us-law-browser.tsx). */
export default async function UsLawPage({ searchParams }: Props) {
  return <UsLawBrowser raw={await searchParams} visitor={await headers()} />;
}
