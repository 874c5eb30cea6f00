import { getLaw } from "@/lib/contract/laws";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";
import { getLaw as getLawRecord } from "@/lib/laws/law-details";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(getLaw, ({ params }, { db, caller, siteUrl }) => getLawRecord(db, params.id, caller, siteUrl)),
);
