import { listLaws } from "@/lib/contract/laws";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";
import { listLaws as listLawRecords } from "@/lib/laws/list-laws";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(listLaws, ({ query }, { db, caller, siteUrl }) => listLawRecords(db, query, caller, siteUrl)),
);
