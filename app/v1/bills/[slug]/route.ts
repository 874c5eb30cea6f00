import { getBill } from "@/lib/contract/bills";
import { getBill as billDetail } from "@/lib/bills/bills";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(getBill, ({ params }, { db, caller, siteUrl }) => billDetail(db, params.slug, caller, siteUrl)),
);
