import * as contract from "@/lib/contract/us-law-export";
import { bind } from "@/lib/http/handler";
import { downloadUsLawExportPart } from "@/lib/us-law/export/download";
import { planUsLawExport } from "@/lib/us-law/export/plan";

export const usLawExportOperations = [
  bind(contract.planUsLawExport, ({ query }, { db, ent, siteUrl }) => planUsLawExport(db, query, ent, siteUrl)),
  bind(contract.downloadUsLawExport, ({ query }, { db, siteUrl }) => downloadUsLawExportPart(db, query.token, siteUrl)),
];
