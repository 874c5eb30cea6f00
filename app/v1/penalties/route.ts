import { listPenalties } from "@/lib/contract/compliance";
import { listPenalties as penaltiesFor } from "@/lib/compliance/lookup";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(listPenalties, ({ query }, { db, caller, siteUrl }) => penaltiesFor(db, query, caller, siteUrl)),
);
