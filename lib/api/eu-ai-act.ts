import * as contract from "@/lib/contract/eu-ai-act";
import { bind } from "@/lib/http/handler";
import { listEuAiActProvisions } from "@/lib/eu-ai-act/provisions";

export const euAiActOperations = [
  bind(contract.listEuAiActProvisions, ({ query }, { db, siteUrl }) => listEuAiActProvisions(db, query, siteUrl)),
];
