import { listBills } from "@/lib/contract/bills";
import { listBills as billIndex } from "@/lib/bills/bills";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(listBills, (_input, { db, siteUrl }) => billIndex(db, siteUrl)),
);
