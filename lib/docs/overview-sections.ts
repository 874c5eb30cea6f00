/** The sections of the /docs overview: its table of contents and its entries in the docs search. */
export const OVERVIEW_SECTIONS = [
  { id: "base-url", title: "Base URL", keywords: "base url server host v1 prefix https openapi.json json" },
  { id: "authentication", title: "Authentication", keywords: "authentication api key X-API-Key Authorization Bearer anonymous free key signup revoke" },
  { id: "tiers", title: "Tiers and limits", keywords: "tiers limits rate limit requests per minute per day month quota rows per page offset pricing anonymous free developer starter pro business enterprise X-RateLimit-Limit Remaining Reset Retry-After" },
  { id: "errors", title: "Errors", keywords: "errors error body code message docs param required_tier retry_after request_id status" },
  { id: "pagination", title: "Pagination", keywords: "pagination limit offset total count sort order page stable ties" },
  { id: "gated", title: "meta.gated and upgrade hints", keywords: "meta.gated gated upgrade hint capped trimmed fields preview notice" },
  { id: "attribution", title: "Attribution and licence", keywords: "attribution licence license CC BY 4.0 backlink credit not legal advice disclaimer" },
  { id: "versioning", title: "Versioning", keywords: "versioning version v1 api_version deprecation retired corpus_retired 410" },
  { id: "operations", title: "Operations", keywords: "operations endpoints reference list" },
] as const;
