import { ecfrImporter } from "./ecfr";
import { executiveOrdersImporter } from "./executive-orders";
import type { FileImporter } from "./file-importer";
import { proclamationsImporter } from "./proclamations";
import type { FileSource } from "./types";
import { usCodeImporter } from "./us-code";

/** The file importers, in load order. A new upstream folder gets a module and one line here. */
export const fileImporters: Record<FileSource, FileImporter> = {
  us_code: usCodeImporter,
  ecfr: ecfrImporter,
  executive_orders: executiveOrdersImporter,
  proclamations: proclamationsImporter,
};
