import { accountOf, revokeCaller } from "@/lib/accounts/account";
import { deleteMe, getMe } from "@/lib/contract/account";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(getMe, async (_input, { db, caller }) => ({ data: await accountOf(db, caller) })),
  withOperation(deleteMe, async (_input, { db, caller }) => ({ data: await revokeCaller(db, caller) })),
);
