export * from "./auth";
export * from "./laws";
export * from "./news";
export * from "./links";
export * from "./history";
export * from "./webhooks";
export * from "./compliance";
export * from "./us-law";
