import type { BoundOperation } from "@/lib/http/handler";
import { accountOperations } from "./account";
import { billOperations } from "./bills";
import { catalogOperations } from "./catalog";
import { changeOperations } from "./changes";
import { complianceOperations } from "./compliance";
import { keyOperations } from "./keys";
import { lawOperations } from "./laws";
import { newsOperations } from "./news";
import { systemOperations } from "./system";
import { webhookOperations } from "./webhooks";
import { webhookDeliveryOperations } from "./webhook-deliveries";
import { enforcementOperations } from "./enforcement";
import { usLawOperations } from "./us-law";
import { euAiActOperations } from "./eu-ai-act";
import { disclosureOperations } from "./disclosures";
import { usLawExportOperations } from "./us-law-export";
import { sourceOperations } from "./sources";

/**
 * Every bound operation (declaration + implementation), collected from the per-resource modules beside it. Route
 * files, docs samples, tests and the MCP endpoint all invoke operations from here; `lib/` never imports `app/`.
 */
export const boundOperations: BoundOperation[] = [
  ...systemOperations,
  ...keyOperations,
  ...accountOperations,
  ...lawOperations,
  ...catalogOperations,
  ...billOperations,
  ...newsOperations,
  ...changeOperations,
  ...webhookOperations,
  ...complianceOperations,
  ...webhookDeliveryOperations,
  ...enforcementOperations,
  ...usLawOperations,
  ...euAiActOperations,
  ...disclosureOperations,
  ...usLawExportOperations,
  ...sourceOperations,
];

export function boundAt(path: string): BoundOperation[] {
  return boundOperations.filter((b) => b.op.path === path);
}

export function boundById(id: string): BoundOperation | undefined {
  return boundOperations.find((b) => b.op.id === id);
}
