import { listCountries } from "@/lib/contract/catalog";
import { listCountries as countryIndex } from "@/lib/catalog/jurisdictions";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(listCountries, (_input, { db }) => countryIndex(db)),
);
