import { issueFreeKey } from "@/lib/accounts/issue-key";
import * as contract from "@/lib/contract/keys";
import { bind } from "@/lib/http/handler";

export const keyOperations = [
  bind(contract.createKey, async ({ body }, { db, clientIp, siteUrl }) => ({
    data: await issueFreeKey(db, { email: body.email, ip: clientIp, siteUrl }),
  })),
  bind(contract.createAuthToken, async ({ body }, { db, clientIp, siteUrl }) => ({
    data: await issueFreeKey(db, { email: body.email, ip: clientIp, siteUrl }),
  })),
];
