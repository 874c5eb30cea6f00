import * as contract from "@/lib/contract/laws";
import { bind } from "@/lib/http/handler";
import { getLaw, getLawCitations, getLawSources } from "@/lib/laws/law-details";
import { listLaws } from "@/lib/laws/list-laws";
import { searchLaws } from "@/lib/laws/search-laws";

export const lawOperations = [
  bind(contract.listLaws, ({ query }, { db, ent, siteUrl }) => listLaws(db, query, ent, siteUrl)),
  bind(contract.searchLaws, ({ query }, { db, ent, siteUrl }) => searchLaws(db, query, ent, siteUrl)),
  bind(contract.getLaw, ({ params }, { db, ent, siteUrl }) => getLaw(db, params.id, ent, siteUrl)),
  bind(contract.getLawSources, ({ params }, { db, ent, siteUrl }) => getLawSources(db, params.id, ent, siteUrl)),
  bind(contract.getLawCitations, ({ params }, { db, siteUrl }) => getLawCitations(db, params.id, siteUrl)),
];
