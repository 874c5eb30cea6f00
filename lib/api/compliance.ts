import { assess } from "@/lib/compliance/assess";
import { listDeadlines } from "@/lib/compliance/deadlines";
import { listObligations, listPenalties } from "@/lib/compliance/lookup";
import { createReport, downloadReport } from "@/lib/compliance/report";
import { getSector, listSectors } from "@/lib/compliance/sectors";
import * as contract from "@/lib/contract/compliance";
import { bind } from "@/lib/http/handler";

export const complianceOperations = [
  bind(contract.listSectors, async (_input, { siteUrl }) => listSectors(siteUrl)),
  bind(contract.getSector, ({ params }, { db, ent, siteUrl }) => getSector(db, params.sector, ent, siteUrl)),
  bind(contract.listObligations, ({ query }, { db, ent, siteUrl }) => listObligations(db, query, ent, siteUrl)),
  bind(contract.listPenalties, ({ query }, { db, ent, siteUrl }) => listPenalties(db, query, ent, siteUrl)),
  bind(contract.assess, ({ body }, { db, ent, siteUrl }) => assess(db, body, ent, siteUrl)),
  bind(contract.createReport, ({ body }, { db, ent, siteUrl }) => createReport(db, body, ent, siteUrl)),
  bind(contract.getReportDownload, ({ params }, { db }) => downloadReport(db, params.token)),
  bind(contract.listDeadlines, ({ query }, { db, ent, siteUrl }) => listDeadlines(db, query, ent, siteUrl)),
];
