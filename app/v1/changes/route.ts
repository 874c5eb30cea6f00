import { changesPage } from "@/lib/changes/list-changes";
import { listChanges } from "@/lib/contract/changes";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(listChanges, async ({ query }, { db, caller, siteUrl }) => changesPage(db, query, caller.tier, siteUrl)),
);
