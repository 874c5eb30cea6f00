import * as contract from "@/lib/contract/disclosures";
import { listDisclosures } from "@/lib/disclosures/list";
import { bind } from "@/lib/http/handler";

export const disclosureOperations = [
  bind(contract.listDisclosures, ({ query }, { db, ent, siteUrl }) => listDisclosures(db, query, ent, siteUrl)),
];
