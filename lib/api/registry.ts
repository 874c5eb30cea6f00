import type { BoundOperation } from "@/lib/http/handler";
import { lawOperations } from "./laws";
import { usLawOperations } from "./us-law";

/**
 * Every bound operation (declaration + implementation), collected from the per-resource modules beside it. Route
 * files, docs samples, tests and the MCP endpoint all invoke operations from here; `lib/` never imports `app/`.
 */
export const boundOperations: BoundOperation[] = [
  ...lawOperations,
  ...usLawOperations,
];

export function boundAt(path: string): BoundOperation[] {
  return boundOperations.filter((b) => b.op.path === path);
}
