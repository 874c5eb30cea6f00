import { getCategories } from "@/lib/contract/catalog";
import { categoriesOf } from "@/lib/catalog/jurisdictions";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(getCategories, (_input, { db }) => categoriesOf(db)),
);
