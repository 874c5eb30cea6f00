import { notFoundRoute } from "@/lib/http/route";

/** Any /v1 path no route file claims: 404 in the Part 7 error body, with rate-limit headers like every response. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = notFoundRoute();
