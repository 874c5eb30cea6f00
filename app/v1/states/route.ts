import { listStates } from "@/lib/contract/catalog";
import { listStates as stateIndex } from "@/lib/catalog/jurisdictions";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(listStates, (_input, { db }) => stateIndex(db)),
);
