import { assess } from "@/lib/contract/compliance";
import { assess as assessProfile } from "@/lib/compliance/assess";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(assess, ({ body }, { db, caller, siteUrl }) => assessProfile(db, body, caller, siteUrl)),
);
