import * as contract from "@/lib/contract/enforcement";
import { bind } from "@/lib/http/handler";
import { enforcementCoverage, listMonitoredSources, listVocabularies } from "@/lib/enforcement/catalog";
import { listEnforcementLane } from "@/lib/enforcement/lane";
import { getMatter, listMatters } from "@/lib/enforcement/matters";

export const enforcementOperations = [
  bind(contract.listEnforcementMatters, ({ query }, { db, ent, siteUrl }) => listMatters(db, query, ent, siteUrl)),
  bind(contract.getEnforcementMatter, ({ params }, { db, ent, siteUrl }) => getMatter(db, params.matter_uid, ent, siteUrl)),
  bind(contract.listEnforcementSources, ({ query }, { db }) => listMonitoredSources(db, query)),
  bind(contract.listEnforcementCategories, async ({ query }) => listVocabularies(query)),
  bind(contract.getEnforcementCoverage, (_input, { db }) => enforcementCoverage(db)),
  bind(contract.listEnforcement, ({ query }, { db, ent, siteUrl }) => listEnforcementLane(db, query, ent, siteUrl)),
];
