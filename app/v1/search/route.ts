import { searchLaws } from "@/lib/contract/laws";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";
import { searchLaws as searchLawRecords } from "@/lib/laws/search-laws";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(searchLaws, ({ query }, { db, caller, siteUrl }) => searchLawRecords(db, query, caller, siteUrl)),
);
