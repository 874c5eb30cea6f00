import { getAccuracy } from "@/lib/contract/system";
import { accuracyOf } from "@/lib/links/accuracy";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(getAccuracy, async (_input, { db }) => ({ data: await accuracyOf(db) })),
);
