import { categoriesOf, listCountries, listJurisdictions, listStates } from "@/lib/catalog/jurisdictions";
import * as contract from "@/lib/contract/catalog";
import { bind } from "@/lib/http/handler";

export const catalogOperations = [
  bind(contract.listJurisdictions, ({ query }, { db }) => listJurisdictions(db, query.scope)),
  bind(contract.listCountries, (_input, { db }) => listCountries(db)),
  bind(contract.listStates, (_input, { db }) => listStates(db)),
  bind(contract.getCategories, (_input, { db }) => categoriesOf(db)),
];
