import * as contract from "@/lib/contract/sources";
import { bind } from "@/lib/http/handler";
import { listSourceHealth } from "@/lib/sources/health";

export const sourceOperations = [bind(contract.listSources, ({ query }, { db }) => listSourceHealth(db, query))];
