import * as contract from "@/lib/contract/us-law";
import { bind } from "@/lib/http/handler";
import { getUsLawTaxonomy, listUsLawJurisdictions } from "@/lib/us-law/catalogue";
import { compareUsLaw } from "@/lib/us-law/compare";
import { checkRanges, getUsLawRecord, listUsLaw, searchUsLaw } from "@/lib/us-law/read";
import { getUsLawRecordHistory } from "@/lib/us-law/record-history";

/** Never reached: the kernel answers a retired operation with 410 corpus_retired before executing it. */
const retired = async (): Promise<never> => {
  throw new Error("a retired operation was executed");
};

export const usLawOperations = [
  bind(contract.getUsLawTaxonomy, (_input, { db }) => getUsLawTaxonomy(db)),
  bind(contract.listUsLawJurisdictions, ({ query }, { db }) => listUsLawJurisdictions(db, query.jurisdiction_level)),
  bind(contract.listUsLaw, ({ query }, { db, ent, siteUrl }) => {
    checkRanges(query);
    return listUsLaw(db, query, ent, siteUrl);
  }),
  bind(contract.searchUsLaw, ({ query }, { db, ent, siteUrl }) => {
    checkRanges(query);
    return searchUsLaw(db, query, ent, siteUrl);
  }),
  bind(contract.getUsLawRecord, ({ params }, { db, ent, siteUrl }) => getUsLawRecord(db, params.record_uid, ent, siteUrl)),
  bind(contract.getUsLawRecordHistory, ({ params }, { db, ent, siteUrl }) => getUsLawRecordHistory(db, params.record_uid, ent, siteUrl)),
  bind(contract.compareUsLaw, ({ query }, { db, ent, siteUrl }) => compareUsLaw(db, query, ent, siteUrl)),
  bind(contract.listUsLawOpinions, retired),
  bind(contract.getUsLawOpinion, retired),
  bind(contract.listUsLawCourts, retired),
];
