import { feedPage } from "@/lib/changes/list-changes";
import { getFeed } from "@/lib/contract/changes";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(getFeed, async ({ query }, { db, caller, siteUrl }) => feedPage(db, query, caller.tier, siteUrl)),
);
