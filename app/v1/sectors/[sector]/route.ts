import { getSector } from "@/lib/contract/compliance";
import { getSector as sectorDetail } from "@/lib/compliance/sectors";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(getSector, ({ params }, { db, caller, siteUrl }) => sectorDetail(db, params.sector, caller, siteUrl)),
);
