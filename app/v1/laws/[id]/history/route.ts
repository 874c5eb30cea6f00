import { getLawHistory } from "@/lib/contract/changes";
import { lawHistory } from "@/lib/history/law-history";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(getLawHistory, async ({ params }, { db, caller, siteUrl }) => lawHistory(db, params.id, caller.tier, siteUrl)),
);
