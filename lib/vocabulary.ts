import { z } from "zod";

/**
 * Words shared by the domain and the contract: the scopes, the disclaimer and the attribution every record-like item
 * carries. Domain modules import these from here; the contract layer re-exports them (it depends on the domain,
 * never the reverse).
 */

export const SCOPES = ["state", "federal", "eu", "global"] as const;
export const scopeEnum = z.enum(SCOPES);
export type ScopeName = z.infer<typeof scopeEnum>;

export const DISCLAIMER =
  "LexAtlas data is informational and is not legal advice. Verify against the official source before relying on it.";

/** SPEC 1 item 10: 'Data by <service name> (CC BY 4.0) - {site_url}'. */
export function attributionFor(siteUrl: string): string {
  return `Data by LexAtlas (CC BY 4.0) - ${siteUrl}`;
}
