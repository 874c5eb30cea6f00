import type { Metadata } from "next";
import { config } from "@/lib/config";
import { SignupForm } from "./signup-form";

export const metadata: Metadata = { title: "Get a free API key" };
export const dynamic = "force-dynamic";

export default function SignupPage() {
  return (
    <>
      <h1>Get a free API key</h1>
      <p className="lead">
        Free keys get 60 requests a minute and 2,000 a day, 25 rows per page and full record fields. The key is shown
        once here and emailed to you; we keep only a hash of it.
      </p>
      <SignupForm baseUrl={config().publicBaseUrl} />
    </>
  );
}
