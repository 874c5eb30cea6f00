import type { Operation } from "@/lib/http/operation";
import * as system from "./system";
import * as keys from "./keys";
import * as account from "./account";
import * as changes from "./changes";
import * as laws from "./laws";
import * as catalog from "./catalog";
import * as bills from "./bills";
import * as news from "./news";
import * as compliance from "./compliance";
import * as webhooks from "./webhooks";
import * as enforcement from "./enforcement";
import * as usLaw from "./us-law";
import * as euAiAct from "./eu-ai-act";
import * as disclosures from "./disclosures";
import * as usLawExport from "./us-law-export";
import * as sources from "./sources";

/**
 * Every declared operation. The OpenAPI document, the docs pages and the shared contract test suite iterate this
 * list; a test fails if a route exists for an operation missing here or vice versa.
 */
export const operations: Operation[] = [
  system.getHealth,
  system.getOpenApi,
  system.getAccuracy,
  sources.listSources,
  keys.createKey,
  keys.createAuthToken,
  account.getMe,
  account.deleteMe,
  laws.listLaws,
  laws.searchLaws,
  laws.getLaw,
  laws.getLawSources,
  laws.getLawCitations,
  catalog.listJurisdictions,
  catalog.listCountries,
  catalog.listStates,
  catalog.getCategories,
  bills.listBills,
  bills.getBill,
  news.listNews,
  changes.listChanges,
  changes.getFeed,
  changes.getLawHistory,
  webhooks.createWebhook,
  webhooks.listWebhooks,
  webhooks.getWebhook,
  webhooks.deleteWebhook,
  webhooks.listWebhookDeliveries,
  webhooks.retryWebhookDelivery,
  webhooks.replayWebhookDeliveries,
  webhooks.enableWebhook,
  compliance.listSectors,
  compliance.getSector,
  compliance.listObligations,
  compliance.listPenalties,
  compliance.assess,
  compliance.createReport,
  compliance.getReportDownload,
  compliance.listDeadlines,
  enforcement.listEnforcementMatters,
  enforcement.getEnforcementMatter,
  enforcement.listEnforcementSources,
  enforcement.listEnforcementCategories,
  enforcement.getEnforcementCoverage,
  enforcement.listEnforcement,
  usLaw.getUsLawTaxonomy,
  usLaw.listUsLawJurisdictions,
  euAiAct.listEuAiActProvisions,
  disclosures.listDisclosures,
  usLaw.listUsLaw,
  usLaw.searchUsLaw,
  usLaw.getUsLawRecord,
  usLaw.getUsLawRecordHistory,
  usLaw.compareUsLaw,
  usLaw.listUsLawOpinions,
  usLaw.getUsLawOpinion,
  usLaw.listUsLawCourts,
  usLawExport.planUsLawExport,
  usLawExport.downloadUsLawExport,
] as Operation[];

export const publicOperations = operations.filter((op) => !op.internal);

export function operationById(id: string): Operation | undefined {
  return operations.find((op) => op.id === id);
}
