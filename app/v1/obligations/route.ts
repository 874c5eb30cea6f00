import { listObligations } from "@/lib/contract/compliance";
import { listObligations as obligationsFor } from "@/lib/compliance/lookup";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(listObligations, ({ query }, { db, caller, siteUrl }) => obligationsFor(db, query, caller, siteUrl)),
);
