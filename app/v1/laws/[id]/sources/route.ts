import { getLawSources } from "@/lib/contract/laws";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";
import { getLawSources as lawSources } from "@/lib/laws/law-details";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(getLawSources, ({ params }, { db, caller, siteUrl }) => lawSources(db, params.id, caller, siteUrl)),
);
