import { cache } from "react";
import { anonymousCaller } from "@/lib/auth/caller";
import { getEnforcementMatter } from "@/lib/contract/enforcement";
import { getUsLawRecord } from "@/lib/contract/us-law";
import { callAsCaller } from "./visitor-call";

/**
 * The record and matter a page shows, fetched once per page view: a page's title (generateMetadata) and its body
 * share this call through React's per-request memo, keyed on the visitor's address. Fetching twice would charge the
 * record budget and the rate limit twice for one page.
 */
export const loadUsLawRecord = cache((recordUid: string, ip: string) =>
  callAsCaller(getUsLawRecord, { params: { record_uid: recordUid } }, anonymousCaller(ip)),
);

export const loadMatter = cache((matterUid: string, ip: string) =>
  callAsCaller(getEnforcementMatter, { params: { matter_uid: matterUid } }, anonymousCaller(ip)),
);
