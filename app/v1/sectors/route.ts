import { listSectors } from "@/lib/contract/compliance";
import { listSectors as sectorIndex } from "@/lib/compliance/sectors";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(withOperation(listSectors, async (_input, { siteUrl }) => sectorIndex(siteUrl)));
