import * as contract from "@/lib/contract/us-law";
import { bind } from "@/lib/http/handler";
import { getUsLawTaxonomy, listUsLawJurisdictions } from "@/lib/us-law/catalogue";

export const usLawOperations = [
  bind(contract.getUsLawTaxonomy, (_input, { db }) => getUsLawTaxonomy(db)),
  bind(contract.listUsLawJurisdictions, ({ query }, { db }) => listUsLawJurisdictions(db, query.jurisdiction_level)),
];
