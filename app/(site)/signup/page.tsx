import type { Metadata } from "next";
import { TIERS } from "@/lib/auth/tiers";
import { config } from "@/lib/config";
import { SignupForm } from "./signup-form";

export const metadata: Metadata = { title: "Get a free API key" };
export const dynamic = "force-dynamic";

export default function SignupPage() {
  const free = TIERS.free;
  return (
    <>
      <h1>Get a free API key</h1>
      <p className="lead">
        Free keys get {free.perMinute} requests a minute and {free.perDay.toLocaleString("en-US")} a day,{" "}
        {free.listMax} rows per page and full record fields. The key is shown once here and emailed to you; we keep
        only a hash of it. <a href="/pricing">Compare tiers</a>.
      </p>
      <SignupForm baseUrl={config().publicBaseUrl} />
    </>
  );
}
