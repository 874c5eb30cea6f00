import type { Metadata } from "next";
import { AccountPanel } from "./account-panel";

export const metadata: Metadata = { title: "Account" };

export default function AccountPage() {
  return (
    <>
      <h1>Account</h1>
      <p className="lead">Paste your API key to see its tier, limits and usage, or to revoke it. The key stays in this browser tab.</p>
      <AccountPanel />
    </>
  );
}
