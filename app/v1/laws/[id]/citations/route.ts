import { getLawCitations } from "@/lib/contract/laws";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";
import { getLawCitations as lawCitations } from "@/lib/laws/law-details";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(getLawCitations, ({ params }, { db, siteUrl }) => lawCitations(db, params.id, siteUrl)),
);
