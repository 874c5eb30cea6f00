import { issueFreeKey } from "@/lib/accounts/issue-key";
import { createKey } from "@/lib/contract/keys";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(createKey, async ({ body }, { db, caller, siteUrl }) => ({
    data: await issueFreeKey(db, { email: body.email, ip: caller.ip, siteUrl }),
    status: 201,
  })),
);
