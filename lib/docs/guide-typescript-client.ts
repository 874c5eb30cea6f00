import { TIERS, lowestTierWhere } from "@/lib/auth/tiers";
import { API_KEY_ENV } from "./code-samples";

/**
 * The "TypeScript client" guide's text. Its TypeScript blocks are compiled against client/ by a test
 * (tests/unit/client-guide.test.ts), so an example cannot drift from what the client accepts.
 */

const fence = "```";
const changesTier = TIERS[lowestTierWhere((t) => t.changesWindowDays !== null) ?? "enterprise"].label;

/** The version the repository pins (package.json); the client is written against its types. */
export const OPENAPI_FETCH_VERSION = "0.17.0";

export function typescriptClientMarkdown({ apiBase, siteUrl }: { apiBase: string; siteUrl: string }): string {
  return `
The repository ships a typed client in \`client/\`: \`schema.d.ts\`, the types of every operation generated from
[the OpenAPI document](${apiBase}/openapi.json) by [openapi-typescript](https://openapi-ts.dev/), and \`index.ts\`, a
thin layer over [openapi-fetch](https://openapi-ts.dev/openapi-fetch/), a 6 kB typed wrapper around \`fetch\`. Paths,
parameters and response bodies are checked by the compiler: a misspelt path, an unknown filter or a value outside an
enum does not compile.

## Install

Node 20 or later (or any runtime with \`fetch\`) and TypeScript 5. Copy the repository's \`client/\` folder — its two
files — into your project, then:

${fence}sh
npm install openapi-fetch@${OPENAPI_FETCH_VERSION}
export ${API_KEY_ENV}='<API_KEY>'
${fence}

\`baseUrl\` is the site (\`${siteUrl}\`) or the API base (\`${apiBase}\`). With \`apiKey\` every request carries
\`X-API-Key\`; without it the anonymous tier applies.

## 1. List laws

Each call resolves to \`{ data, error, response }\`: \`data\` is the typed body of a 2xx answer, \`error\` the typed
[error body](/docs/errors) otherwise. \`dataOrThrow\` turns the second case into an exception.

${fence}ts
import { createLexAtlasClient, dataOrThrow } from "./client";

const lexatlas = createLexAtlasClient({ baseUrl: "${siteUrl}", apiKey: process.env.${API_KEY_ENV} });

const laws = await dataOrThrow(
  lexatlas.GET("/laws", { params: { query: { scope: "state", in_force: "true", sort: "record_date", limit: 25 } } }),
);
for (const law of laws.data) console.log(law.jurisdiction.slug, law.identifier, law.title);
console.log(\`\${laws.meta.count} of \${laws.meta.total}\`, laws.meta.gated ?? []);
${fence}

## 2. Search US law and watch the record budget

US-law answers are metered per record served; \`recordBudgetOf\` reads \`meta.record_budget\`, and \`rateLimitOf\` the
\`X-RateLimit-*\` headers every answer carries.

${fence}ts
import { createLexAtlasClient, rateLimitOf, recordBudgetOf } from "./client";

const lexatlas = createLexAtlasClient({ baseUrl: "${siteUrl}", apiKey: process.env.${API_KEY_ENV} });

const { data, error, response } = await lexatlas.GET("/us-law/search", {
  params: { query: { q: "artificial intelligence", jurisdiction: "federal", limit: 10 } },
});
if (error) throw new Error(\`\${error.error.code}: \${error.error.message}\`);
for (const record of data.data) console.log(record.citation, record.title, record.official_url);
const budget = recordBudgetOf(data);
console.log(\`charged \${budget?.charged}, \${budget?.day.remaining ?? "unlimited"} records left today\`);
console.log(\`\${rateLimitOf(response)?.remaining} requests left this window\`);
${fence}

## 3. Follow the change feed to the end

The change feed needs the ${changesTier} tier or above. \`cursorPages\` asks for the changes after \`since\`, then passes
each page's \`meta.cursor\` back as \`since\` until a page comes back short: no change is skipped or repeated (see
[Polling the change feed](/docs/guides/change-feed)). The last page's cursor is where to resume next time.

${fence}ts
import { createLexAtlasClient, cursorPages } from "./client";

const lexatlas = createLexAtlasClient({ baseUrl: "${siteUrl}", apiKey: process.env.${API_KEY_ENV} });

let cursor: string | undefined = undefined; // load it from where you stored it
for await (const page of cursorPages(
  (since) => lexatlas.GET("/changes", { params: { query: { order: "asc", significant: "true", limit: 100, since } } }),
  cursor,
)) {
  for (const change of page.data) console.log(change.observed_at, change.change_kind, change.identifier, change.changed_fields);
  cursor = page.meta.cursor ?? cursor;
}
console.log("up to date; store the cursor:", cursor);
${fence}

## Pagination helpers

| Helper | Pages by | Ends |
|---|---|---|
| \`offsetPages(fetchPage, offset?)\` | \`offset\`: the next one is this page's offset plus its row count | at \`meta.total\`, or at an empty page |
| \`cursorPages(fetchPage, since?)\` | \`since\`: the previous page's \`meta.cursor\`; needs \`order: "asc"\` | at the first page shorter than \`meta.limit\` |
| \`itemsOf(pages)\` | — | yields the rows of each page in turn |

Both pagers call your \`fetchPage\` function, so filters, page size and the operation stay in your hands and the
page type is inferred from the call. A page your tier capped (\`meta.gated\` \`limit\`) loses no row; an offset deeper
than your tier may reach answers an empty page with \`meta.gated\` \`offset\`, which ends the loop and is yielded so you
can see why.

${fence}ts
import { createLexAtlasClient, itemsOf, offsetPages } from "./client";

const lexatlas = createLexAtlasClient({ baseUrl: "${siteUrl}", apiKey: process.env.${API_KEY_ENV} });

const pages = offsetPages((offset) =>
  lexatlas.GET("/enforcement/matters", { params: { query: { agency: "FTC", limit: 100, offset } } }),
);
for await (const matter of itemsOf(pages)) console.log(matter.caption);
${fence}

## Errors

\`dataOrThrow\` and both pagers throw a \`LexAtlasError\` for a non-2xx answer. It carries \`status\`, \`body\` (the
error body, or \`null\` when something other than LexAtlas answered, such as a proxy's HTML page), \`response\`, and
shortcuts to the fields that matter: \`code\`, \`param\` (which parameter a 400 is about), \`requiredTier\` (403
\`tier_upgrade_required\`) and \`retryAfter\` (seconds, on a 429). \`code\` is typed as the union of the
[error codes](/docs/errors).

${fence}ts
import { createLexAtlasClient, dataOrThrow, LexAtlasError } from "./client";

const lexatlas = createLexAtlasClient({ baseUrl: "${siteUrl}", apiKey: process.env.${API_KEY_ENV} });

try {
  await dataOrThrow(lexatlas.GET("/laws/{id}", { params: { path: { id: "00000000-0000-4000-8000-000000000000" } } }));
} catch (err) {
  if (!(err instanceof LexAtlasError)) throw err;
  if (err.code === "not_found") console.log("no such law");
  else if (err.code === "rate_limited") await new Promise((r) => setTimeout(r, (err.retryAfter ?? 60) * 1000));
  else throw err;
}
${fence}

## Keeping the types current

The types describe the API as of the repository revision you copied them from. To generate them from the server you
call instead, run openapi-typescript on its document, and keep \`client/index.ts\` beside the result:

${fence}sh
npx openapi-typescript ${apiBase}/openapi.json -o client/schema.d.ts
${fence}
`;
}
