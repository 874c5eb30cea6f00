import { listJurisdictions } from "@/lib/contract/catalog";
import { listJurisdictions as jurisdictionIndex } from "@/lib/catalog/jurisdictions";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(listJurisdictions, ({ query }, { db }) => jurisdictionIndex(db, query.scope)),
);
