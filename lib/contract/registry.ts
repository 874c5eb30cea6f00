import type { Operation } from "@/lib/http/operation";
import * as system from "./system";
import * as keys from "./keys";
import * as account from "./account";

/**
 * Every declared operation. The OpenAPI document, the docs pages and the shared contract test suite iterate this
 * list; a test fails if a route exists for an operation missing here or vice versa.
 */
export const operations: Operation[] = [
  system.getHealth,
  system.getOpenApi,
  keys.createKey,
  keys.createAuthToken,
  account.getMe,
  account.deleteMe,
] as Operation[];

export const publicOperations = operations.filter((op) => !op.internal);

export function operationById(id: string): Operation | undefined {
  return operations.find((op) => op.id === id);
}
