import { TIERS, lowestTierWhere } from "@/lib/auth/tiers";
import { EXAMPLE_LAW_ID } from "@/lib/contract/laws";
import { operations } from "@/lib/contract/registry";
import { API_KEY_ENV } from "./code-samples";
import { typescriptClientMarkdown } from "./guide-typescript-client";
import { instrumentTypeCodes, NUMBERED_PRESIDENTIAL_TYPES, PRESIDENTIAL_INSTRUMENT_TYPES } from "@/lib/us-law/read-vocabulary";

/**
 * The guides, in Markdown rendered on the server. Numbers come from the tiers table and paths from the registry, so
 * a guide cannot promise what the API does not do.
 */

export interface GuideContext {
  /** e.g. https://lexatlas.example/v1 */
  apiBase: string;
  siteUrl: string;
}

export interface Guide {
  slug: string;
  title: string;
  summary: string;
  /** docs-fragments/<fragment>.md replaces the built-in text when present (see guide-content.ts). */
  fragment?: string;
  markdown: (ctx: GuideContext) => string;
}

const fence = "```";
const hasPath = (path: string) => operations.some((op) => op.path === path);
const changesTier = TIERS[lowestTierWhere((t) => t.changesWindowDays !== null) ?? "enterprise"].label;
const webhookTier = TIERS[lowestTierWhere((t) => t.webhooks === null || t.webhooks > 0) ?? "enterprise"].label;

const quickStart: Guide = {
  slug: "quick-start",
  title: "Quick start",
  summary: "Get a free key and make your first authenticated call in a minute.",
  markdown: ({ apiBase, siteUrl }) => `
## 1. Call without a key

Every read endpoint answers anonymously at a low rate (${TIERS.anonymous.perMinute} requests a minute, ${TIERS.anonymous.listMax} rows a page, trimmed fields):

${fence}sh
curl '${apiBase}/health'
${fence}

## 2. Get a free key

Sign up at [${siteUrl}/signup](/signup), or ask the API directly. The key is shown once; LexAtlas keeps only a hash of it.

${fence}sh
curl -X POST '${apiBase}/keys' \\
  -H 'Content-Type: application/json' \\
  -d '{"email":"you@example.com"}'
${fence}

Keep it in an environment variable, as every example in these docs does:

${fence}sh
export ${API_KEY_ENV}='<API_KEY>'
${fence}

## 3. Your first call with the key

${fence}sh
curl '${apiBase}/laws?scope=state&limit=5' -H "X-API-Key: $${API_KEY_ENV}"
${fence}

A free key gets ${TIERS.free.listMax} rows a page and every record field. Each response carries
\`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\` and \`X-RateLimit-Reset\`; your day's and month's usage are on the
[Account](/account) page and at \`GET /v1/me\`.

## 4. One record, its sources and how to cite it

${fence}sh
curl '${apiBase}/laws/${EXAMPLE_LAW_ID}' -H "X-API-Key: $${API_KEY_ENV}"
curl '${apiBase}/laws/${EXAMPLE_LAW_ID}/sources' -H "X-API-Key: $${API_KEY_ENV}"
curl '${apiBase}/laws/${EXAMPLE_LAW_ID}/citations' -H "X-API-Key: $${API_KEY_ENV}"
${fence}

Next: browse the [operations](/docs#operations), read about [errors](/docs/errors), or keep up with changes by
[polling the change feed](/docs/guides/change-feed).
`,
};

const changeFeed: Guide = {
  slug: "change-feed",
  title: "Polling the change feed",
  summary: "Follow every insert and update without missing or repeating one, with the cursor.",
  markdown: ({ apiBase }) => `
\`GET /v1/changes\` lists every observed insert and update of a law record or jurisdiction, from an append-only
history. It needs the ${changesTier} tier or above; the lookback window grows with the tier (see the
[tiers table](/docs#tiers)).

## The loop

1. Ask for the oldest changes first: \`order=asc\`.
2. Remember \`meta.cursor\` — the newest \`observed_at\` on the page.
3. Next time, pass it back as \`since\`. \`observed_at\` is unique and strictly increasing, so pages follow each other
   with no gap and no repeat, even while an ingest is running.
4. When a page comes back with fewer rows than \`limit\`, you are up to date: wait, then poll again.

${fence}sh
curl '${apiBase}/changes?order=asc&significant=true&limit=100' -H "X-API-Key: $${API_KEY_ENV}"
# … then, with the cursor of that page:
curl '${apiBase}/changes?order=asc&significant=true&limit=100&since=2026-01-31T12:00:00.123456Z' -H "X-API-Key: $${API_KEY_ENV}"
${fence}

${fence}js
// Node 20+: polls every five minutes, keeping the cursor in memory (store it durably in real code).
let cursor = null;
async function poll() {
  for (;;) {
    const url = new URL("${apiBase}/changes");
    url.search = new URLSearchParams({ order: "asc", significant: "true", limit: "100", ...(cursor ? { since: cursor } : {}) }).toString();
    const res = await fetch(url, { headers: { "X-API-Key": process.env.${API_KEY_ENV} } });
    if (res.status === 429) { await sleep(Number(res.headers.get("retry-after") ?? 60) * 1000); continue; }
    const body = await res.json();
    if (!res.ok) throw new Error(\`\${body.error.code}: \${body.error.message}\`);
    for (const change of body.data) console.log(change.change_kind, change.record_id, change.changed_fields);
    cursor = body.meta.cursor ?? cursor;
    if (body.data.length < body.meta.limit) return;
  }
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
setInterval(poll, 5 * 60 * 1000);
poll();
${fence}

## Things to know

- \`significant=true\` drops metadata-only updates (internal churn such as alternate names).
- A \`since\` older than your tier's window is raised to the window's edge, and \`meta.window.clamped\` is \`true\`.
- \`field_changes\` carries each scalar field's value before and after; \`GET /v1/feed\` is the same stream, newest
  first and without the diffs.
- Prefer push? [Webhooks](/docs/guides/webhooks) deliver the same changes.
`,
};

const webhooks: Guide = {
  slug: "webhooks",
  title: "Verifying webhooks",
  summary: "Check the HMAC-SHA256 signature of each delivery before trusting it.",
  fragment: "webhooks",
  markdown: () => `
Webhook subscriptions (${webhookTier} tier and above) receive an HTTP POST for each matching \`law.created\` or
\`law.updated\` change. Each delivery carries:

| header | value |
|---|---|
| \`X-SVC-Signature\` | \`sha256=\` followed by the hex HMAC-SHA256 of \`<timestamp>.<raw body>\` under your signing secret |
| \`X-SVC-Timestamp\` | Unix seconds; part of the signed content |
| \`X-SVC-Event\` | \`law.created\` or \`law.updated\` |
| \`X-SVC-Event-Id\` | the change's \`event_id\`, the same on every attempt: your idempotency key |
| \`X-SVC-Delivery\` | this attempt's \`delivery_id\`, new on every attempt (for tracing) |
| \`X-SVC-Webhook-Id\` | the subscription's UUID |

## Verify, then trust

1. Read the **raw** body bytes — not a re-serialised JSON object.
2. Recompute the HMAC over \`\${timestamp}.\${rawBody}\` with the signing secret (returned once, when you created the
   subscription).
3. Strip \`sha256=\` from the header and compare in constant time; equal length and equal value means valid.
4. Reject a timestamp far from your clock (we suggest five minutes) to stop replays.
5. Delivery is at least once: de-duplicate on \`X-SVC-Event-Id\` (= \`event_id\`), per subscription. \`X-SVC-Delivery\` is
   unique per attempt, so a retry carries a new one.

${fence}js
import { createHmac, timingSafeEqual } from "node:crypto";

export function verify(rawBody, headers, secret, toleranceSeconds = 300) {
  const timestamp = headers["x-svc-timestamp"];
  const given = String(headers["x-svc-signature"] ?? "").replace(/^sha256=/, "");
  if (!timestamp || Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const expected = createHmac("sha256", secret).update(\`\${timestamp}.\`).update(rawBody).digest("hex");
  const a = Buffer.from(given, "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}
${fence}

${fence}python
import hashlib, hmac, time

def verify(raw_body: bytes, headers, secret: str, tolerance_seconds: int = 300) -> bool:
    timestamp = headers.get("X-SVC-Timestamp", "")
    given = headers.get("X-SVC-Signature", "").removeprefix("sha256=")
    if not timestamp or abs(time.time() - int(timestamp)) > tolerance_seconds:
        return False
    expected = hmac.new(secret.encode(), timestamp.encode() + b"." + raw_body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(given, expected)
${fence}

A subscription that fails 10 deliveries in a row is disabled (\`active: false\`, with \`disabled_at\` and
\`disabled_reason\`). The same changes can always be recovered by [polling the change feed](/docs/guides/change-feed).
`,
};

const ical: Guide = {
  slug: "ical",
  title: "Subscribing to deadlines (iCal)",
  summary: "Put compliance deadlines in any calendar with GET /v1/deadlines?format=ics.",
  markdown: ({ apiBase }) => `
${hasPath("/deadlines") ? "" : "> **Coming soon.** The deadlines endpoint is being built; until it ships, these URLs answer `404 not_found`.\n"}
\`GET /v1/deadlines\` lists dated compliance deadlines, each with the verbatim deadline text and a primary-source
URL. It is free for every tier. With \`format=ics\` (or \`format=ical\`) it answers an RFC 5545 \`text/calendar\`
feed that calendar apps can subscribe to and refresh on their own.

${fence}sh
curl '${apiBase}/deadlines?format=ics'
curl '${apiBase}/deadlines?format=ics&jurisdiction=colorado'
curl '${apiBase}/deadlines?format=ics&scope=eu&upcoming=false'
${fence}

## Subscribe

- **Google Calendar**: Other calendars → *From URL* → paste \`${apiBase}/deadlines?format=ics\`.
- **Apple Calendar**: File → *New Calendar Subscription…* → the same URL (or \`${apiBase.replace(/^https?:/, "webcal:")}/deadlines?format=ics\`).
- **Outlook**: Add calendar → *Subscribe from web*.

## Parameters

- \`scope\` (\`state\`, \`federal\`, \`eu\`, \`global\`) and \`jurisdiction\` (an exact slug) narrow the feed.
- \`upcoming\` defaults to \`true\`; \`upcoming=false\` (or \`all=true\`) includes past dates.
- Deadlines whose text holds no explicit date are not in the calendar; the JSON form counts them in \`meta.undated\`.

Each event links to its primary source. Deadlines are informational, not legal advice: check the official text.
`,
};

const compliance: Guide = {
  slug: "compliance",
  title: "The compliance layer",
  summary: "Obligations, penalties, risk, reports and deadlines derived from the law records.",
  fragment: "compliance",
  markdown: () => `
## Operations

The compliance operations derive duties, penalties, a risk assessment, reports and a deadlines calendar from the law
records, deterministically. See each one under *Compliance* in the [operations list](/docs#operations).
`,
};

const mcp: Guide = {
  slug: "mcp",
  title: "Use LexAtlas from an AI assistant",
  summary: "The read-only MCP endpoint: every read operation is a tool, with the same key, limits and JSON as REST.",
  markdown: ({ siteUrl }) => `
LexAtlas speaks the Model Context Protocol at **\`${siteUrl}/mcp\`** (Streamable HTTP, stateless, JSON responses; the
OpenAPI document names it as \`x-mcp-url\`). Every read operation of the REST API is a tool — \`list_laws\`,
\`search_laws\`, \`get_law\`, \`list_obligations\`, \`assess\` and the rest — generated from the same declarations,
so a tool's arguments are the operation's parameters and its result is the REST JSON (\`{ api_version, data, meta }\`).
Writes (key management, webhook changes, issuing a report) are not tools. The OpenAPI document is also a resource,
\`lexatlas://openapi.json\`.

Send your key in the \`x-api-key\` header (or \`Authorization: Bearer\`); without one the anonymous tier applies. A tool
call counts against the same rate limit, quota and record budget as the REST call, and is capped the same way
(\`meta.gated\`). Errors are tool errors (\`isError: true\`) whose text is the API's error body, e.g.
\`{"api_version":"v1","error":{"code":"tier_upgrade_required","required_tier":"developer",…}}\` or \`rate_limited\` with
\`retry_after\`.

## Claude Desktop, Cursor and other clients

Clients that speak Streamable HTTP take the URL and a header:

${fence}json
{
  "mcpServers": {
    "lexatlas": {
      "url": "${siteUrl}/mcp",
      "headers": { "x-api-key": "<API_KEY>" }
    }
  }
}
${fence}

Clients that only launch local (stdio) servers can bridge with \`mcp-remote\`:

${fence}json
{
  "mcpServers": {
    "lexatlas": {
      "command": "npx",
      "args": ["mcp-remote", "${siteUrl}/mcp", "--header", "x-api-key:<API_KEY>"]
    }
  }
}
${fence}

## With curl

Each request is a JSON-RPC message; the server keeps no session, so no session header is needed.

${fence}sh
# 1. initialize
curl -s '${siteUrl}/mcp' -H 'Content-Type: application/json' -H 'Accept: application/json, text/event-stream' \\
  -d '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"curl","version":"1"}}}'

# 2. list the tools
curl -s '${siteUrl}/mcp' -H 'Content-Type: application/json' -H 'Accept: application/json, text/event-stream' \\
  -d '{"jsonrpc":"2.0","id":2,"method":"tools/list"}'

# 3. call one, with your key
curl -s '${siteUrl}/mcp' -H 'Content-Type: application/json' -H 'Accept: application/json, text/event-stream' \\
  -H "x-api-key: $${API_KEY_ENV}" \\
  -d '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"search_laws","arguments":{"q":"deepfake election","limit":3}}}'
${fence}

\`GET\` and \`DELETE\` on the endpoint answer 405: there is no event stream or session to open or close.
`,
};

const usLawCorpus: Guide = {
  slug: "us-law-corpus",
  title: "The US-law corpus",
  summary: "What the US-law platform holds, where each part comes from, and how records are classified.",
  markdown: ({ apiBase }) => `
## What it holds

Metadata about US law — citation, title, status, dates, classification and a link to the official text — never the
text itself. \`full_text_sha256\` stays null: we never hash a text we did not read.

| Part | Instrument type | Upstream | Edition held |
|---|---|---|---|
| United States Code | \`statute\` | Office of the Law Revision Counsel (section headings and status) | early 2023 release point; all 53 published titles |
| Code of Federal Regulations | \`regulation\` | eCFR structure (Office of the Federal Register / GPO) | 2025-04-29; **37 of the 49 CFR titles**, plus title 20 in part (its sections under eCFR subject groups are missing); 7, 12, 14, 21, 29, 40, 42, 45, 46, 48 and 49 are not held |
| Executive orders | \`executive_order\` | Federal Register exports; Federal Register API when synced | complete for EO 13272–14431 (to 2026-09), partial before |
| Proclamations | \`proclamation\` | Federal Register exports; Federal Register API when synced | Proclamations 9570–11069 (2017-01 → 2026-09) |
| Other presidential documents | ${instrumentTypeCodes(PRESIDENTIAL_INSTRUMENT_TYPES.filter((t) => !(NUMBERED_PRESIDENTIAL_TYPES as readonly string[]).includes(t)))} | Federal Register API | only what a live sync (\`npm run sync\`) has read; none in the embedded default |
| State and federal AI laws | \`statute\`, \`executive_order\` | the LexAtlas AI-law dataset, mirrored | live |

Each record carries \`source_authority\`, \`edition\`, \`retrieved_at\` (when our importer read it) and
\`last_verified_at\`. Editions are snapshots of the upstream, not live law: check the official text before relying on a
record.

## Classification

33 branches — the 32 policy areas the Congressional Research Service assigns to every bill, plus
\`other_unclassified\` — and 227 subcategories of our own. Curated, deterministic rules map each US Code title (and
chapter where a title spans areas), each CFR title (and chapter) and each presidential document's title to one
primary subcategory; rules on the record's own title add up to three secondary ones. Every assignment names the rule
that made it. Records no rule reaches stay in \`other_unclassified\` and are counted in \`meta.health\`:

${fence}sh
curl '${apiBase}/us-law/taxonomy'
curl '${apiBase}/us-law/jurisdictions?jurisdiction_level=federal'
${fence}

Both catalogues are open: no key, no record budget.

## Changes

Every re-import compares each record with what we hold and logs one change row per changed field, append-only.
Capture began with the first import; there is no backfill, so an empty history means no change was observed, not
that the law never changed.
`,
};

const bulkExportTier = TIERS[lowestTierWhere((t) => t.bulkExport) ?? "enterprise"].label;

const bulkExport: Guide = {
  slug: "bulk-export",
  title: "Bulk export",
  summary: "Plan a US-law export, then download its signed 10,000-row parts as NDJSON, CSV or JSON.",
  markdown: ({ apiBase }) => `
Bulk export needs a key licensed for US law at the ${bulkExportTier} tier or above; below, the plan answers
\`403 tier_upgrade_required\` with \`required_tier\`. It takes two steps.

## 1. Plan a manifest

\`GET /v1/us-law/export\` takes \`format\` (\`ndjson\`, \`csv\`, \`json\`), \`fields\` (\`full\` or the narrower
\`basic\`) and the filters \`jurisdiction\`, \`instrument_type\` (both comma-separated), \`branch\`, \`domain\` and
\`in_force\`. It serves no records and charges nothing. The manifest gives the exact \`row_count\`, the
\`record_cost\`, \`snapshot.as_of\` and one signed URL per 10,000 rows (record_uid order), each valid 15 minutes.
\`meta.record_budget.fits\` says whether the whole export fits what is left of your record budget.

## 2. Download each part

A part URL carries a signed token and no API key: fetch it as it is, from any machine. It streams the part in the
planned format (CSV per RFC 4180 with a header row; NDJSON one record per line; JSON one array). Each download
charges the part's rows to the record budget of the key that planned the manifest — a part downloaded twice is
charged twice — and a part larger than what is left is refused whole with \`429 record_budget_exceeded\`.

${fence}sh
# Plan: federal executive orders, as CSV
curl -s '${apiBase}/us-law/export?format=csv&jurisdiction=federal&instrument_type=executive_order' \\
  -H "X-API-Key: $${API_KEY_ENV}" > manifest.json
jq '.data | {row_count, part_count, as_of: .snapshot.as_of}' manifest.json

# Download every part (no key needed: the URL is the credential)
i=0
for url in $(jq -r '.data.parts[].url' manifest.json); do
  i=$((i + 1))
  curl -s --fail-with-body -o "part-$i.csv" "$url"
done
${fence}

## Things to know

- **A part is stable.** The manifest pins the corpus as it stood after the latest import run (\`snapshot.as_of\`):
  a part downloaded after a later import returns the same rows with the same values. A fresh plan sees the import.
- **Check each part**: the \`X-SVC-Export-Rows\` header gives its row count; a stream that breaks off is short (rows not
  delivered are refunded) — download that part again.
- **Links expire** 15 minutes after planning (\`404 not_found\` saying so); plan again to continue. An altered token
  is a \`400 invalid_parameter\` naming \`token\`. A revoked planning key's links stop working.
- **Downloads are rate-limited per client address** at the public rate (20 a minute), enough for 100 parts within a
  manifest's lifetime; download parts one after another.
- \`full\` is the record as \`GET /v1/us-law/records/{record_uid}\` serves it without the classification rule ids;
  \`basic\` keeps citation, title, type, status, jurisdiction, the primary classification and every provenance field.
`,
};

const typescriptClient: Guide = {
  slug: "typescript-client",
  title: "TypeScript client",
  summary: "Call the API with compile-time types: the client generated from the OpenAPI document, with paging and error helpers.",
  markdown: typescriptClientMarkdown,
};

export const GUIDES: Guide[] = [quickStart, changeFeed, webhooks, ical, compliance, usLawCorpus, mcp, bulkExport, typescriptClient];

export function guideBySlug(slug: string): Guide | undefined {
  return GUIDES.find((g) => g.slug === slug);
}
