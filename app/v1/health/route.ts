import { getHealth } from "@/lib/contract/system";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";
import { healthOf } from "@/lib/system/health";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(getHealth, async (_input, { db, engine }) => ({ data: await healthOf(db, engine) })),
);
