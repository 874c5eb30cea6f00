import { getBill, listBills } from "@/lib/bills/bills";
import * as contract from "@/lib/contract/bills";
import { bind } from "@/lib/http/handler";

export const billOperations = [
  bind(contract.listBills, (_input, { db, siteUrl }) => listBills(db, siteUrl)),
  bind(contract.getBill, ({ params }, { db, ent, siteUrl }) => getBill(db, params.slug, ent, siteUrl)),
];
