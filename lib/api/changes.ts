import { changesPage, changesTierFor, feedPage } from "@/lib/changes/list-changes";
import * as contract from "@/lib/contract/changes";
import { lawHistory } from "@/lib/history/law-history";
import { bind } from "@/lib/http/handler";

export const changeOperations = [
  bind(contract.listChanges, ({ query }, { db, ent, siteUrl }) => changesPage(db, query, changesTierFor(query.entity, ent), siteUrl)),
  bind(contract.getFeed, ({ query }, { db, ent, siteUrl }) => feedPage(db, query, changesTierFor(query.entity, ent), siteUrl)),
  bind(contract.getLawHistory, ({ params }, { db, ent, siteUrl }) => lawHistory(db, params.id, ent.tier, siteUrl)),
];
