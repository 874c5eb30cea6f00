import { accountOf, revokeCaller } from "@/lib/accounts/account";
import * as contract from "@/lib/contract/account";
import { bind } from "@/lib/http/handler";

export const accountOperations = [
  bind(contract.getMe, async (_input, { db, ent }) => ({ data: await accountOf(db, ent) })),
  bind(contract.deleteMe, async (_input, { db, ent }) => ({ data: await revokeCaller(db, ent) })),
];
