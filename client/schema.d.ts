/**
 * GENERATED FILE: do not edit by hand.
 *
 * Types of the LexAtlas HTTP API (/v1), written by `npm run client:generate` (scripts/generate-client.ts) with
 * openapi-typescript 7.13.0 from the OpenAPI 3.1 document that lib/openapi/document.ts builds from the
 * operation declarations in lib/contract/ (the document served at /v1/openapi.json). Regenerate after changing an
 * operation; a test fails while this file is out of date. client/index.ts is the hand-written half.
 */

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service health
         * @description Whether the service is up, which database engine answers, and how many law records it holds.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OpenAPI document
         * @description This API's OpenAPI 3.1 description, generated from the same operation declarations the server runs.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accuracy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Official-link accuracy
         * @description How the official links we serve fared at the last link check (`npm run check-links`).
         *
         *     Each link is one of:
         *
         *     - **live**;
         *     - **confirmed broken**: 404/410, or repeated hard failures;
         *     - **unverified**: timeouts, bot walls.
         *
         *     Computed from recorded checks, never estimated.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        get: operations["getAccuracy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Source health
         * @description The health of every upstream LexAtlas reads: last successful read, last fault, lag and staleness.
         *
         *     - Sources: the Federal Register, the eCFR, the US Code (OLRC release points), the monitored agency sources, Open States, CourtListener, SEC EDGAR and the configured news feeds.
         *     - A fault is its code and a one-line label, never the raw upstream text.
         *     - A stale source is a gap in our monitoring, never a sign that the upstream published nothing.
         *
         *     Unpaged: the whole list comes in one answer. It takes no limit or offset: like any parameter it does not declare, they answer 400 invalid_parameter naming them, never silently ignored.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *
         *     Open and unmetered.
         */
        get: operations["listSources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a free API key
         * @description Issues a free API key for an email address.
         *
         *     - The plaintext key is in this response once and emailed once; the service stores only a keyed hash.
         *     - One active free key per email: another request for the same email is a 409 `conflict`.
         *     - Issuance is throttled per client address (5 keys an hour by default); beyond it, 429 `rate_limited`.
         *     - Paid tiers are granted through checkout, not here.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        post: operations["createKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a free API token
         * @description Issues a free API key for an email address.
         *
         *     - The plaintext key is in this response once and emailed once; the service stores only a keyed hash.
         *     - One active free key per email: another request for the same email is a 409 `conflict`.
         *     - Issuance is throttled per client address (5 keys an hour by default); beyond it, 429 `rate_limited`.
         *     - Paid tiers are granted through checkout, not here.
         *
         *     Same key store as `POST /keys`: a token is an API key.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        post: operations["createAuthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calling key's account
         * @description The presenting key's tier, limits, capabilities and product licences, with its real usage counts for the current UTC day and month.
         *
         *     Reading it counts as one request.
         *
         *     **Access**
         *
         *     - **Key:** Required: without one the answer is 401 `key_required`.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        /**
         * Revoke the calling key
         * @description Irreversibly revokes the presenting key: later requests with it get 403 `key_revoked`.
         *
         *     **Access**
         *
         *     - **Key:** Required: without one the answer is 401 `key_required`.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        delete: operations["deleteMe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/laws": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List law records
         * @description Lists AI-law records with filters and a stable sort: ties are broken by id, so paging never loses or repeats a row.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *
         *     - Rows per page: Anonymous 5, Free 25, Developer and above 100. An offset deeper than the tier allows returns no rows.
         *     - Anonymous callers get the trimmed envelope, without `in_force`, `record_date`, `summary`, `source`, `updated_at` and `checked_at`; every key gets full fields.
         *     - Every cap is reported in `meta.gated` with an upgrade hint — never an error — and no filter or sort is ever dropped.
         */
        get: operations["listLaws"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search law records
         * @description Ranked search over the fields people search by, best match first.
         *
         *     What is searched, by weight: title, alternate and common names and identifier (A); jurisdiction name and abbreviation and record type (B); summary (C). An identifier matches however it is spelled (`SB 24-205`, `sb24205`, `SB 205`).
         *
         *     The stages, named in `meta.strategy`:
         *
         *     1. **all words** (web-search syntax: quoted phrases, `-exclusion`, `or`): these rank first, `rank` ≥ 1;
         *     2. **fuzzy**: a word found nowhere in the corpus is replaced by the closest corpus word (trigram similarity) or dropped;
         *     3. **any word**: when fewer than 5 rows match every word, rows matching some of the words (as prefixes, rarer words counting more) or resembling a record's name follow, `rank` < 1.
         *
         *     Each item carries its relevance `rank`. Results are ranked by default, as SPEC requires of `/search`: `sort` defaults to `relevance`; `sort=updated_at`, `record_date` or `title` (with `order`) orders them otherwise.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *
         *     - Rows per page: Anonymous 5, Free 25, Developer and above 100. An offset deeper than the tier allows returns no rows.
         *     - Anonymous callers get the trimmed envelope, without `in_force`, `record_date`, `summary`, `source`, `updated_at` and `checked_at`; every key gets full fields.
         *     - Every cap is reported in `meta.gated` with an upgrade hint — never an error — and no filter or sort is ever dropped.
         */
        get: operations["searchLaws"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/laws/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One law record
         * @description A single record by id; anonymous callers get the trimmed envelope.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        get: operations["getLaw"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/laws/{id}/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A record's sources
         * @description Every link we hold for a record, each tiered `primary` (government text) or `secondary` (analysis, trackers).
         *
         *     In this order: the record's official link, the further links we hold for it, then the official sources we watch for its jurisdiction (legislature, statute database, official journal, regulator…, each verified against the source). Only real held URLs; a URL appears once.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *
         *     Primary links only for Anonymous and Free callers; Developer and above also get secondary links.
         */
        get: operations["getLawSources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/laws/{id}/citations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How to cite a record
         * @description Identifier, title, audited alternate names, and a labelled suggested citation for referring to the record — never an official legal citation.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        get: operations["getLawCitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jurisdictions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Jurisdictions
         * @description Every jurisdiction we track, with the number of law records held (a count of 0 means we hold none, not that none exist).
         *
         *     Unpaged: the whole list comes in one answer. It takes no limit or offset: like any parameter it does not declare, they answer 400 invalid_parameter naming them, never silently ignored.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        get: operations["listJurisdictions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Countries with binding AI-specific instruments
         * @description National jurisdictions holding at least one binding AI-specific record: a statute, regulation, executive order or ordinance not marked out of force.
         *
         *     `meta.screened_without_ai_instrument` lists tracked countries screened and found without one — they hold only guidance or pending bills, or nothing — and they do not inflate the totals.
         *
         *     Unpaged: the whole list comes in one answer. It takes no limit or offset: like any parameter it does not declare, they answer 400 invalid_parameter naming them, never silently ignored.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        get: operations["listCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * US states, DC and territories
         * @description The 50 states, the District of Columbia and the US territories we hold, with record counts.
         *
         *     - The District of Columbia has `kind` `district`.
         *     - The territories have `kind` `territory`: Puerto Rico, Guam, U.S. Virgin Islands, American Samoa, Northern Mariana Islands.
         *     - Cities and counties (`kind` `local`, e.g. `new-york-city`) are not listed here; they are in `/jurisdictions` under their own kind.
         *
         *     Unpaged: the whole list comes in one answer. It takes no limit or offset: like any parameter it does not declare, they answer 400 invalid_parameter naming them, never silently ignored.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        get: operations["listStates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Record types and scopes
         * @description The values of `record_type` and `scope` in the dataset, with counts.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        get: operations["getCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Landmark bills
         * @description The curated index of the landmark AI bills and acts users track most, each checked against its official source, free at every tier.
         *
         *     Unpaged: the whole list comes in one answer. It takes no limit or offset: like any parameter it does not declare, they answer 400 invalid_parameter naming them, never silently ignored.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        get: operations["listBills"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bills/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One landmark bill
         * @description One landmark bill with its sources, citations and cross-links.
         *
         *     - Core fields, and source URLs tiered `primary` or `secondary`.
         *     - `citations`: the identifier plus audited alternate names.
         *     - `links.history` points to the record's history when we hold a matching record.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *
         *     Secondary source links from Developer up; below, primary links only.
         */
        get: operations["getBill"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * AI-law news headlines
         * @description AI-law news headlines, newest first: headline, publisher, link, date and our own short excerpt — never article text.
         *
         *     `meta.window.floor` is the earliest `published_date` the caller's recency window can return.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *
         *     - Recency window: Anonymous 14 days, Free 45 days, Developer and above the full archive.
         *     - `excerpt` and `fetched_at` from Developer up.
         *     - Rows per page: Anonymous 5, Free 25, Developer and above 100.
         *
         *     Each cap is named in `meta.gated`.
         */
        get: operations["listNews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Change feed
         * @description Every observed insert and update of a law record or jurisdiction, from the append-only history; with `entity=us_law_record`, those of US-law records made by live syncs instead.
         *
         *     To follow the feed losslessly, poll with `order=asc` and `since` set to the previous page's `meta.cursor`: `observed_at` is unique and strictly increasing, and a change becomes visible only after every earlier one, so this never skips and never repeats a change, even while an ingest is running.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Developer and above; below, 403 `tier_upgrade_required` with `required_tier`.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *
         *     Lookback window by tier: Developer 30 days, Pro 90 days, Business unbounded, Enterprise unbounded. An older `since` is raised to the window and `meta.window.clamped` says so.
         */
        get: operations["listChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Significant changes, newest first
         * @description The significant changes, newest first: a convenience view of `/changes` with `significant=true` (metadata-only updates dropped) and no value diffs.
         *
         *     Each item is a Change without `field_changes`. For lossless polling use `/changes?order=asc`.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Developer and above; below, 403 `tier_upgrade_required` with `required_tier`.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *
         *     Same gate and lookback window as /changes: Developer 30 days, Pro 90 days, Business unbounded, Enterprise unbounded.
         */
        get: operations["getFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/laws/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Record history
         * @description The record's append-only history: one entry per observed insert or update, each with the full record as of that observation.
         *
         *     An empty timeline means no change was observed in the window, never that the law did not change.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Developer and above; below, 403 `tier_upgrade_required` with `required_tier`.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *
         *     Lookback window by tier: Developer 30 days, Pro 365 days, Business unbounded, Enterprise unbounded; older entries are withheld and `meta.window.clamped` says so.
         */
        get: operations["getLawHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This key's webhooks
         * @description The calling key's subscriptions, oldest first, with their delivery health and never the signing secret.
         *
         *     Unpaged: the whole list comes in one answer. It takes no limit or offset: like any parameter it does not declare, they answer 400 invalid_parameter naming them, never silently ignored.
         *
         *     **Access**
         *
         *     - **Key:** Required: without one the answer is 401 `key_required`.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Subscribe a webhook
         * @description Subscribes an HTTPS endpoint to `law.created` and `law.updated` events, optionally filtered by `scope` and `jurisdiction`.
         *
         *     The response carries `signing_secret` once. Each delivery is a POST of a `WebhookPayload`:
         *
         *     - signed with `X-SVC-Signature`: `sha256=` and the hex HMAC of `<X-SVC-Timestamp>.<raw body>`;
         *     - at least once: up to 6 attempts (now, 30 s, 5 min, 30 min, 4 h, 24 h, ±10 %);
         *     - de-duplicate on `X-SVC-Event-Id` (the change, the same on every attempt), not on `X-SVC-Delivery` (unique per attempt); `X-SVC-Attempt` counts the attempts.
         *
         *     10 consecutive failed deliveries (each dead-lettered after its last attempt) disable the webhook.
         *
         *     **Access**
         *
         *     - **Key:** Required: without one the answer is 401 `key_required`.
         *     - **Tier:** Pro and above; below, 403 `tier_upgrade_required` with `required_tier`.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *
         *     Webhooks per key: Pro 3, Business 25, Enterprise unlimited; 409 `conflict` when the allowance is reached. Anonymous, Free and Developer callers hold none (403).
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook
         * @description One of the calling key's subscriptions; another key's webhook is 404, exactly like a missing one.
         *
         *     **Access**
         *
         *     - **Key:** Required: without one the answer is 401 `key_required`.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook
         * @description Deletes one of the calling key's subscriptions and every delivery still queued for it; later requests for it are 404.
         *
         *     **Access**
         *
         *     - **Key:** Required: without one the answer is 401 `key_required`.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook's delivery log
         * @description The deliveries of one of the calling key's webhooks, newest first (`created_at`, then `id`).
         *
         *     - Each delivery: event, change, status, and every attempt with its time, response status and duration. The receiver's answer appears only as a short sanitised excerpt.
         *     - Filter by `status` and by when the delivery was queued (`since`, `until`).
         *     - Cursor paging: pass `meta.next_cursor` as `cursor`. Deliveries queued meanwhile never shift later pages, so none is lost or repeated (a status filter is applied at each page's read time).
         *
         *     Another key's webhook is 404.
         *
         *     **Access**
         *
         *     - **Key:** Required: without one the answer is 401 `key_required`.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries/{delivery_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry one delivery
         * @description Queues one failed or dead delivery of the calling key's webhook for an attempt now.
         *
         *     Re-queueing sends the same delivery again through the normal scheduler:
         *
         *     - the same `event_id` (`X-SVC-Event-Id`, what a receiver de-duplicates on), a new `delivery_id` (`X-SVC-Delivery`, unique per attempt) and the next `X-SVC-Attempt` number;
         *     - signed at send time with the webhook's secret;
         *     - the same connect-time target checks (public addresses only) as every attempt.
         *
         *     A failed delivery whose next attempt is scheduled later is made due now (its remaining schedule continues if that attempt fails); a dead one gets one more attempt (or the rest of its schedule, if a disable cut it short).
         *
         *     Idempotent: a delivery already on its way or already delivered is not queued again, so repeating the request queues nothing twice. While the webhook is disabled the answer is 409 `conflict`: enable it first.
         *
         *     `meta.queued` says whether this request queued it.
         *
         *     **Access**
         *
         *     - **Key:** Required: without one the answer is 401 `key_required`.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replay failed deliveries
         * @description Re-queues every failed or dead delivery of the calling key's webhook queued at or after `since` (and at or before `until`, if given).
         *
         *     Re-queueing sends the same delivery again through the normal scheduler:
         *
         *     - the same `event_id` (`X-SVC-Event-Id`, what a receiver de-duplicates on), a new `delivery_id` (`X-SVC-Delivery`, unique per attempt) and the next `X-SVC-Attempt` number;
         *     - signed at send time with the webhook's secret;
         *     - the same connect-time target checks (public addresses only) as every attempt.
         *
         *     A failed delivery whose next attempt is scheduled later is made due now (its remaining schedule continues if that attempt fails); a dead one gets one more attempt (or the rest of its schedule, if a disable cut it short).
         *
         *     Idempotent: a delivery already on its way or already delivered is not queued again, so repeating the request queues nothing twice. While the webhook is disabled the answer is 409 `conflict`: enable it first.
         *
         *     Changes recorded while a webhook was disabled were never queued for it: read them from `GET /v1/changes`.
         *
         *     **Access**
         *
         *     - **Key:** Required: without one the answer is 401 `key_required`.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        post: operations["replayWebhookDeliveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-enable a disabled webhook
         * @description Re-activates one of the calling key's webhooks after it was disabled by 10 consecutive failed deliveries.
         *
         *     - `active` becomes true, `failure_count` 0, `disabled_at` and `disabled_reason` null; the signing secret is unchanged.
         *     - New changes are delivered again from now on.
         *     - With `replay: true`, the deliveries the disable dead-lettered before their attempts ran out are re-queued as well (`meta.replayed`). Older failures can be replayed with `POST /webhooks/{id}/replay`; changes recorded while it was disabled (never queued) are in `GET /v1/changes`.
         *
         *     On an active webhook it changes nothing (`meta.enabled` false): repeating the request is harmless.
         *
         *     **Access**
         *
         *     - **Key:** Required: without one the answer is 401 `key_required`.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        post: operations["enableWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sectors
         * @description The sectors the compliance layer maps, with our documented risk rating: the valid slugs for `/obligations`, `/penalties` and `/assess`.
         *
         *     Unpaged: the whole list comes in one answer. It takes no limit or offset: like any parameter it does not declare, they answer 400 invalid_parameter naming them, never silently ignored.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        get: operations["listSectors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sectors/{sector}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One sector: overview and per-law duties
         * @description A sector's overview plus the derived per-law obligations and penalties that name the sector.
         *
         *     - The overview: name, risk, enforcement bodies, federal penalty structure, sources.
         *     - `may_not_apply` is true on every law: no caller jurisdiction is known here.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *
         *     The overview is open to all tiers; the derived laws are full from Pro up, a one-law, one-duty preview below (`meta.preview`, upgrade hint).
         */
        get: operations["getSector"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obligations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Applicable obligations
         * @description Curated duties that apply for a jurisdiction and/or sector, layered state, federal, country and landscape.
         *
         *     - Each duty has its citation, enforcing body, penalty, verbatim deadline, lifecycle fields and primary source.
         *     - At least one of `jurisdiction` or `sector` is required.
         *     - With no jurisdiction, every matching duty is listed with `may_not_apply: true`.
         *
         *     Unpaged: the whole list comes in one answer. It takes no limit or offset: like any parameter it does not declare, they answer 400 invalid_parameter naming them, never silently ignored.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *
         *     Full from Pro up; below, a one-item preview (`meta.preview`, `meta.total`, upgrade hint).
         */
        get: operations["listObligations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/penalties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Penalties
         * @description Penalties behind the applicable duties, one row per law and penalty text.
         *
         *     At least one of `jurisdiction` or `sector` is required; with a sector, `meta.sector_summary` gives the sector's federal penalty structure and enforcers.
         *
         *     Unpaged: the whole list comes in one answer. It takes no limit or offset: like any parameter it does not declare, they answer 400 invalid_parameter naming them, never silently ignored.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *
         *     Full from Developer up; below, a one-item preview and no `sector_summary`.
         */
        get: operations["listPenalties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assess": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Risk assessment
         * @description A deterministic 1–10 risk score with the applicable obligations for a US state, sector, AI uses, decision impact and countries.
         *
         *     - The score's method is `lexatlas-risk-v1`: a sum of named factor contributions.
         *     - Unmapped sector names are reported in `unmapped_sectors`.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *
         *     Full from Pro up; below, a preview: risk score, level and band, counts and one sample obligation. Only the factor breakdown (`risk.factors`, `risk.breakdown`) and the other obligations are withheld.
         */
        post: operations["assess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Compliance report (JSON or PDF)
         * @description The assessment as a report, in JSON or as a PDF.
         *
         *     - JSON by default, with `report.download_url`: a signed private link to the PDF, valid `expires_in_days`.
         *     - `format=pdf` (or `Accept: application/pdf`) streams the PDF itself.
         *
         *     **Access**
         *
         *     - **Key:** Required: without one the answer is 401 `key_required`.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *
         *     - Reports per month: Pro 5, Business 25, Enterprise unlimited. Each issued report counts; beyond the quota, 402 `payment_required` with the single-report option.
         *     - Below Pro: a preview (risk score, level and band, counts, one sample obligation; `risk.factors` and `risk.breakdown` absent) with the PDF withheld: `report.available` is false, `report.id`, `report.download_url`, `report.expires_at` and `report.quota` are null, and `report.required_tier` names the tier that unlocks the PDF. A preview is never counted against the report quota.
         */
        post: operations["createReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deadlines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deadlines calendar
         * @description Every dated deadline in the dataset (duties and laws' effective dates), parsed from the verbatim text into dates with precision day, month or year.
         *
         *     - Undated texts are only counted (`meta.undated`).
         *     - `format=ical` (or `ics`) returns an RFC 5545 calendar: one event per dated deadline, with the law, the verbatim text and the source URL.
         *
         *     Unpaged: the whole list comes in one answer. It takes no limit or offset: like any parameter it does not declare, they answer 400 invalid_parameter naming them, never silently ignored.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        get: operations["listDeadlines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enforcement/matters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List enforcement matters
         * @description One row per AI-related dispute (regulator actions and civil litigation), with every filter of SPEC 4.10.
         *
         *     - Comma lists are validated against `/enforcement/categories`; `ai_role` with several codes means ALL of them.
         *     - `date_from` and `date_to` bound `filed_date`, which is null on most matters, so a date filter excludes undated matters (`meta.notice` counts them).
         *     - Default sort `first_seen_at` descending; nulls last either way; ties broken by `matter_uid`.
         *     - Duplicates, untranslated captions and rows not yet publish-ready are withheld unless the key holds the `registry_raw` licence, and counted in `meta.registry.withheld_not_publish_ready`.
         *
         *     An empty result means no matter matched, never that an agency took no action.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *
         *     Open at every tier. Rows per page follow the tiers table (Anonymous 5, Free 25, Developer and above 100); a cap is reported in `meta.gated`.
         */
        get: operations["listEnforcementMatters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enforcement/matters/{matter_uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One enforcement matter with its chains
         * @description One matter with its chains: events, parties, relief, statutory citations and source documents.
         *
         *     - Events carry `is_date_estimated`; relief amounts are verbatim.
         *     - Citations carry `link_status`: `linked_ai_law`, `linked_us_law` or `unlinked` (an unlinked citation is kept verbatim).
         *     - Parties are redacted by the matter's policy at every tier: named private individuals and minors are never served (`name` null, `redacted` true), and their names are scrubbed from our text.
         *
         *     A withheld matter is a 404, exactly as a missing one.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *
         *     Pro and above get the full chains; Anonymous, Free and Developer callers get a sample of each chain (Anonymous–Developer 2 rows, Pro and above full), with `data.chain_totals` giving the true sizes (`meta.gated` names it).
         */
        get: operations["getEnforcementMatter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enforcement/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Monitored enforcement sources
         * @description The agency sources we watch, with the last successful read, the fault state and staleness.
         *
         *     - The fault state is one of `blocked`, `unauthorized`, `not_found`, `timeout`, `adapter_missing`, `egress_unavailable`, `other`, `rate_limited_upstream`, `credentials_missing`, `config_invalid`, `upstream_error`, `schema_changed`, `unreadable`, `truncated_body`, `body_too_large`, `redirect_loop`, `interrupted`, with a one-line label.
         *     - The whole list is returned (it is short).
         *
         *     A stale source is a gap in monitoring, not a quiet agency.
         *
         *     Unpaged: the whole list comes in one answer. It takes no limit or offset: like any parameter it does not declare, they answer 400 invalid_parameter naming them, never silently ignored.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *
         *     Open and unmetered.
         */
        get: operations["listEnforcementSources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enforcement/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Enforcement registry vocabularies
         * @description The 13 closed vocabularies of the registry; each term has `code` (the API value), `label` and `description`.
         *
         *     The vocabularies: `matter_type`, `matter_status`, `forum_type`, `party_role`, `party_kind`, `relief_type`, `event_type`, `ai_role`, `law_relation`, `verification`, `jurisdiction_level`, `pii_class`, `redaction_policy`. `kind` returns one of them.
         *
         *     Unpaged: the whole list comes in one answer. It takes no limit or offset: like any parameter it does not declare, they answer 400 invalid_parameter naming them, never silently ignored.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *
         *     Open and unmetered.
         */
        get: operations["listEnforcementCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enforcement/coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Enforcement registry coverage
         * @description How many matters the registry holds, how many are publishable and how many are withheld, and why.
         *
         *     Also: counts by `matter_type`, `jurisdiction_level` and tier, the monitored sources' health and the review queue of the `/enforcement` lane.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *
         *     Open and unmetered.
         */
        get: operations["getEnforcementCoverage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enforcement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Enforcement and litigation news lane
         * @description A news-style feed of AI enforcement actions (agency action) and litigation (civil docket), newest first.
         *
         *     Rows come from:
         *
         *     - reviewed drafts of the monitored sources (approved or published; a pending draft is invisible);
         *     - publishable registry matters, guidance documents excluded: `change_type` is `enforcement` when an agency acts, else `litigation`; `respondent` is the defendants and respondents the redaction policy shows; `penalty` is the relief amounts verbatim; `statutory_basis` the citations verbatim; `outcome` the `matter_status`.
         *
         *     Each item's `origin` says which (`reviewed_draft`, or `registry_matter` with its `matter_uid`) and `date_basis` which date rule applied.
         *
         *     An empty `data` with `meta.total` 0 is a valid answer while drafts await review.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Enterprise and above; below, 403 `tier_upgrade_required` with `required_tier`.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *
         *     Enterprise only; every other tier gets a hard 403 `tier_upgrade_required` (no preview).
         */
        get: operations["listEnforcement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/us-law/taxonomy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * US-law taxonomy
         * @description The 33 branches of the US-law classification and their 227 subcategories, with descriptions and the number of records in each.
         *
         *     The branches are the 32 policy areas the Congressional Research Service assigns to every bill, plus `other_unclassified`.
         *
         *     Classification is deterministic:
         *
         *     - curated rules map each US Code title (and chapter), CFR title (and chapter) and presidential-document title to one primary subcategory;
         *     - rules on a record's own title add up to three secondary ones;
         *     - every assignment names its rule.
         *
         *     Records no rule reaches are counted in `meta.health.records_placeholder`. Open, keyless and not metered.
         *
         *     Unpaged: the whole list comes in one answer. It takes no limit or offset: like any parameter it does not declare, they answer 400 invalid_parameter naming them, never silently ignored.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        get: operations["getUsLawTaxonomy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/us-law/jurisdictions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * US-law jurisdictions
         * @description One row per jurisdiction the US-law corpus holds records for, with counts by instrument type, the code editions held and verification stamps.
         *
         *     - Each edition says what it covers (e.g. 37 of the 49 CFR titles).
         *     - Federal rows come from the US Code, the eCFR and Federal Register exports; state rows are the AI statutes and executive orders of the AI-law dataset.
         *
         *     Open, keyless and not metered.
         *
         *     Unpaged: the whole list comes in one answer. It takes no limit or offset: like any parameter it does not declare, they answer 400 invalid_parameter naming them, never silently ignored.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        get: operations["listUsLawJurisdictions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/eu-ai-act-provisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * EU AI Act provisions
         * @description The text of Regulation (EU) 2024/1689 (the AI Act, CELEX 32024R1689) by structural unit.
         *
         *     The rows:
         *
         *     - one `paragraph` row per numbered article paragraph (`005.001`);
         *     - one `article_body` row per article, holding its whole text (`005`). For the 19 articles without numbered paragraphs it is their only row, so `article_body` rows repeat the text of their paragraphs: filter `provision_type` to avoid the overlap;
         *     - one row per recital (`rct.001`) and per annex (`anx.III`).
         *
         *     Rows are ordered by `anchor_id`: articles with their paragraphs, then recitals, then annexes, in the regulation's numbering — also with `q`, where each row still reports its `rank`. `sort=relevance` (with `q`) orders by Postgres full-text rank over text and title instead, ties in anchor order.
         *
         *     An unknown `celex` is not an error: the list is empty and `meta.notice` says which regulations are held.
         *
         *     Text: the Official Journal text of 12 July 2024 (no corrigenda or later amendments). The application dates (`applies_from`) are served as amended, with the original date and the amending act beside them — the same dates as the AI Act duties of `/obligations` and their `/deadlines` entries.
         *
         *     Compliance obligations of `/obligations` that rest on the AI Act name the anchors they derive from.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *
         *     Open to every tier with the same page size (`limit` default 25, at most 100) and no depth cap: the text is public law.
         */
        get: operations["listEuAiActProvisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disclosures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * AI risk-factor disclosures
         * @description AI-related risk factors from SEC annual and quarterly reports (10-K, 10-Q, 20-F …).
         *
         *     - Each row: company, CIK, form, filing date, accession number, the EDGAR link, the section, and the risk factor's heading and wording — verbatim, or a faithful excerpt marked `text_is_excerpt`; null where we did not see the wording quoted.
         *     - Curated rows name the public page that quoted the filing (`quoted_in`).
         *     - Order: newest filing first (ties by id); with `q`, by relevance (heading weighs more than text), then newest first.
         *     - `date_from` after `date_to` is a 400 naming `date_to`.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Enterprise and above; below, 403 `tier_upgrade_required` with `required_tier`.
         *     - **Licence:** Product line `ai_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *
         *     Enterprise only: every other tier, anonymous included, gets 403 `tier_upgrade_required` — never a trimmed answer.
         */
        get: operations["listDisclosures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/us-law": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List US-law records
         * @description Filters US statutes, regulations and presidential instruments by classification, jurisdiction, type, status, dates, freshness stamps and citation.
         *
         *     - `q` is a case-insensitive substring of title, short title or citation.
         *     - Every filter combines with AND; list values within one filter with OR. A lower date bound after its upper bound is a 400.
         *     - Every sort is a total order, so paging never loses or repeats a row: the key, then `record_uid` in the same direction; records without the date come last either way; `citation` orders byte-wise on the normalised citation. Default: `citation` ascending.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `us_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields, record budget) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *     - **Metering:** Each record returned costs one unit of the US-law record budget of the key (or client address): `meta.record_budget` reports the charge and what is left. A page that does not fit what is left is refused whole with 429 `record_budget_exceeded` (distinct from `rate_limited`) and charges nothing; an empty page costs nothing. The refusal names the window that refused (`error.window`), its reset (`Retry-After`) and how many records a smaller page may hold now (`error.records_available`). Budget: Anonymous 200 a day and 2,000 per 30 days; Free 1,000 a day and 10,000 per 30 days; Developer 10,000 a day and 100,000 per 30 days; Pro 50,000 a day and 500,000 per 30 days; Business 250,000 a day and 2,500,000 per 30 days; Enterprise unmetered.
         *
         *     - Page size and depth as on `/laws` (the `limit` and `offset` rows give each tier's numbers).
         *     - The trimmed envelope for anonymous callers and for keys without the `us_law` licence; its provenance fields (`official_url`, `source_authority`, `full_text_url`, `full_text_sha256`, `retrieved_at`, `last_verified_at`) are never withheld.
         *     - Scarce instrument types (`executive_order`, `proclamation`, `agency_guidance`, `presidential_memorandum`, `presidential_determination`, `presidential_notice`) are a fixed sample of the most recently enacted matching records — Anonymous 3, Free 5, Developer 10, Pro 25, Business and above all — also when listed together with a common type (`meta.sampled`, `meta.sampled_reason` `scarce_instrument_type`, `meta.scarce_matching` the true count).
         *
         *     All caps are in `meta.gated`.
         */
        get: operations["listUsLaw"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/us-law/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search US-law records
         * @description Ranked search by words, citation or presidential document number, in the first strategy that applies (`meta.strategy` names it).
         *
         *     1. `document_number`: a query that is a presidential document number — `14110`, `EO 14110`, `E.O. 14110`, `Executive Order 14110`, `Proclamation 10000` — is resolved only against the indexed number column. Bare digits match executive orders and proclamations; a kind word narrows. A miss returns nothing with `meta.notice`, never a guess.
         *     2. `full_text`: web-search syntax (quoted phrases, `-exclusion`, `or`) through `websearch_to_tsquery('english')` over title and short title (stemmed) and citation, ranked by `ts_rank_cd` (each item's `rank`).
         *     3. `citation_substring`: when full text finds nothing, the query as a substring of the normalised citation (`USC 1983` finds 42 U.S.C. § 1983).
         *
         *     `sort=relevance` (the default) ranks full-text results; the other two strategies have no rank (`rank` null) and are ordered by citation; `order` is ignored with relevance. Takes every shared filter of `GET /us-law`.
         *
         *     **Bounded work.** With `sort=relevance` every match is ranked and counted exactly up to 10,000 matches (more than any title word of the corpus matches). Above that:
         *
         *     - 10,000 candidates are ranked — for two or more words first the records whose title or short title holds them as a phrase, then other matches in the order found — and pages end there (`meta.ranked_candidates`, `meta.notice`);
         *     - `meta.total` is the query planner's estimate (`meta.total_estimated` true).
         *
         *     The other sorts page through every match; their `meta.total` is exact up to 500 matches and estimated above (a last, partial page states it exactly). Add words or filters for a complete ranking, or sort by `effective_date`, `enacted_date` or `title` to page through every match.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `us_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields, record budget) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *     - **Metering:** Each record returned costs one unit of the US-law record budget of the key (or client address): `meta.record_budget` reports the charge and what is left. A page that does not fit what is left is refused whole with 429 `record_budget_exceeded` (distinct from `rate_limited`) and charges nothing; an empty page costs nothing. The refusal names the window that refused (`error.window`), its reset (`Retry-After`) and how many records a smaller page may hold now (`error.records_available`). Budget: Anonymous 200 a day and 2,000 per 30 days; Free 1,000 a day and 10,000 per 30 days; Developer 10,000 a day and 100,000 per 30 days; Pro 50,000 a day and 500,000 per 30 days; Business 250,000 a day and 2,500,000 per 30 days; Enterprise unmetered.
         *
         *     - Page size and depth as on `/laws` (the `limit` and `offset` rows give each tier's numbers).
         *     - The trimmed envelope for anonymous callers and for keys without the `us_law` licence; its provenance fields (`official_url`, `source_authority`, `full_text_url`, `full_text_sha256`, `retrieved_at`, `last_verified_at`) are never withheld.
         *     - Scarce instrument types (`executive_order`, `proclamation`, `agency_guidance`, `presidential_memorandum`, `presidential_determination`, `presidential_notice`) are a fixed sample of the most recently enacted matching records — Anonymous 3, Free 5, Developer 10, Pro 25, Business and above all — also when listed together with a common type (`meta.sampled`, `meta.sampled_reason` `scarce_instrument_type`, `meta.scarce_matching` the true count).
         *
         *     All caps are in `meta.gated`.
         */
        get: operations["searchUsLaw"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/us-law/records/{record_uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One US-law record
         * @description One complete record with its classification (every assignment with its rule) and provenance.
         *
         *     The scarce-type sample gates discovery (lists and searches), not this fetch: a record named by its uid is served at every tier.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `us_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields, record budget) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *     - **Metering:** Each record returned costs one unit of the US-law record budget of the key (or client address): `meta.record_budget` reports the charge and what is left. A page that does not fit what is left is refused whole with 429 `record_budget_exceeded` (distinct from `rate_limited`) and charges nothing; an empty page costs nothing. The refusal names the window that refused (`error.window`), its reset (`Retry-After`) and how many records a smaller page may hold now (`error.records_available`). Budget: Anonymous 200 a day and 2,000 per 30 days; Free 1,000 a day and 10,000 per 30 days; Developer 10,000 a day and 100,000 per 30 days; Pro 50,000 a day and 500,000 per 30 days; Business 250,000 a day and 2,500,000 per 30 days; Enterprise unmetered.
         *
         *     Trimmed envelope for anonymous callers and keys without the `us_law` licence; provenance fields are never withheld.
         */
        get: operations["getUsLawRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/us-law/records/{record_uid}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A US-law record's change history
         * @description The record's change log: one entry per changed field (`from`, `to`, `observed_at`, the import run), newest first.
         *
         *     - `meta.capture_started_at` is the date capture began (2026-08-20); `meta.deployment_capture_started_at` is when this deployment's own first import began, and `meta.notice` says so when it is later (no change before it was observed here). There is no backfill.
         *     - An empty result means no change was observed since capture, never that the law is unchanged (`meta.notice`).
         *     - `meta.first_seen_at` is when the record itself was first imported.
         *
         *     Not metered: change entries are not records.
         *
         *     Unpaged: the whole list comes in one answer. It takes no limit or offset: like any parameter it does not declare, they answer 400 invalid_parameter naming them, never silently ignored.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `us_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields, record budget) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *
         *     Entries served: Anonymous–Developer the latest 5, Pro and above the full log. When entries are withheld, `meta.total` gives the true total and `meta.sampled` is true.
         */
        get: operations["getUsLawRecordHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/us-law/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compare jurisdictions in a branch or subcategory
         * @description One row per jurisdiction holding law in a branch or a subcategory: give exactly one of `branch` and `domain`.
         *
         *     - Each row: `records` (every assignment, primary or secondary), `records_primary`, the in-force count, counts by instrument type, the latest effective and enacted dates, the last verification.
         *     - Rows are ordered by `records`, most first (ties by slug).
         *
         *     Not metered: aggregates, not records.
         *
         *     Unpaged: the whole list comes in one answer. It takes no limit or offset: like any parameter it does not declare, they answer 400 invalid_parameter naming them, never silently ignored.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `us_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields, record budget) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *
         *     Jurisdictions served: Anonymous–Developer a 5-jurisdiction sample (those holding the most records), Pro and above every one. The true totals over every jurisdiction are in `meta.totals`.
         */
        get: operations["compareUsLaw"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/us-law/opinions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * US court opinions (retired)
         * @description Retired since 2026-08-22: answers 410 `corpus_retired` for any parameters.
         *
         *     That includes the former `court`, `court_level`, `jurisdiction_level`, `cluster_id`, `filed_from`, `filed_to`, `q`, `citation`, `citation_prefix`, `cited_min`, `sort`, `order`, `count`, `limit`, `offset` and the courts filters `court_level`, `jurisdiction_level`, `with_opinions`. The 410 comes before the tier gate, before parameter checks and before metering, so it costs no record budget.
         *
         *     Kept only as a record of the retired contract.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `us_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields, record budget) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        get: operations["listUsLawOpinions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/us-law/opinions/{cluster_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One US court opinion (retired)
         * @description Retired since 2026-08-22: answers 410 `corpus_retired` for any parameters.
         *
         *     That includes the former `court`, `court_level`, `jurisdiction_level`, `cluster_id`, `filed_from`, `filed_to`, `q`, `citation`, `citation_prefix`, `cited_min`, `sort`, `order`, `count`, `limit`, `offset` and the courts filters `court_level`, `jurisdiction_level`, `with_opinions`. The 410 comes before the tier gate, before parameter checks and before metering, so it costs no record budget.
         *
         *     Kept only as a record of the retired contract.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `us_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields, record budget) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        get: operations["getUsLawOpinion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/us-law/courts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * US courts (retired)
         * @description Retired since 2026-08-22: answers 410 `corpus_retired` for any parameters.
         *
         *     That includes the former `court`, `court_level`, `jurisdiction_level`, `cluster_id`, `filed_from`, `filed_to`, `q`, `citation`, `citation_prefix`, `cited_min`, `sort`, `order`, `count`, `limit`, `offset` and the courts filters `court_level`, `jurisdiction_level`, `with_opinions`. The 410 comes before the tier gate, before parameter checks and before metering, so it costs no record budget.
         *
         *     Kept only as a record of the retired contract.
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Every tier.
         *     - **Licence:** Product line `us_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields, record budget) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         */
        get: operations["listUsLawCourts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/us-law/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Plan a US-law bulk export
         * @description Plans a bulk export of the US-law records matching the filters and returns a manifest.
         *
         *     - The manifest holds the exact row count, the record cost, and one signed part URL per 10,000 rows (`record_uid` order), each valid 15 minutes.
         *     - It pins a snapshot (`snapshot.as_of`): a part returns the records as they stood then, even if an import changes them before the download.
         *     - `fields=basic` narrows each record to its citation, title, type, status, jurisdiction, primary classification and provenance; `full` is the whole record without the classification rule ids.
         *     - Formats: `ndjson` (one record per line), `csv` (RFC 4180, header row), `json` (one array).
         *     - Every row carries its `attribution` (in `csv` the last column).
         *
         *     **Access**
         *
         *     - **Key:** Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.
         *     - **Tier:** Business and above; below, 403 `tier_upgrade_required` with `required_tier`.
         *     - **Licence:** Product line `us_law`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields, record budget) but keeps its own request rate and quota.
         *     - **Rate limit:** One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.
         *
         *     Requires a key licensed for US law at the Business tier or above (the tiers table's bulk-export column); below, 403 `tier_upgrade_required` with `required_tier`.
         *
         *     Planning serves no records and charges nothing. Each part download charges its rows to this key's record budget — every time, so a part downloaded twice costs twice.
         */
        get: operations["planUsLawExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/us-law/export/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download one part of a US-law bulk export
         * @description Streams one part of a planned export in the manifest's format: the token decides it, `Content-Type` says which.
         *
         *     - Authenticated by the signed token only: any API key sent is ignored, and none is needed.
         *     - A token that is altered or malformed is a 400 naming `token`; an expired one (15 minutes) a 404 — plan a new manifest.
         *     - Headers: `X-SVC-Export-Manifest`, `X-SVC-Export-Part` (n/total), `X-SVC-Export-Rows`, `X-SVC-Export-As-Of`, `X-SVC-Records-Charged`.
         *
         *     **Access**
         *
         *     - **Key:** None: the signed `token` in the request is the credential; an API key sent with it is ignored.
         *     - **Tier:** Every tier.
         *     - **Rate limit:** Per client address at the anonymous rate (20 a minute, 500 a day).
         *
         *     Each download charges the part's rows to the record budget of the key that planned the manifest: a repeated download is charged again, and rows not delivered because the stream broke off are refunded. That key must still hold bulk export.
         *
         *     The per-client rate (20 a minute) is enough for 100 parts inside the links' lifetime.
         */
        get: operations["downloadUsLawExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "law.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A law record was first observed (change_kind insert) */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description sha256=<hex HMAC-SHA256 of "<X-SVC-Timestamp>.<raw body>"> under the signing secret */
                    "X-SVC-Signature": string;
                    /** @description Unix seconds, signed with the body; reject a large skew */
                    "X-SVC-Timestamp": string;
                    "X-SVC-Event": "law.created" | "law.updated" | "us_law.created" | "us_law.updated";
                    /** @description The change's event_id, the same on every attempt: de-duplicate on it (per X-SVC-Webhook-Id) */
                    "X-SVC-Event-Id": string;
                    /** @description This attempt's delivery_id, unique per attempt (a retry has a new one): for tracing, not for de-duplication */
                    "X-SVC-Delivery": string;
                    /** @description The attempt number of this delivery: 1 to 6 on the automatic schedule; each manual retry or replay adds one */
                    "X-SVC-Attempt": number;
                    "X-SVC-Webhook-Id": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookPayload"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery; anything else is retried (up to 6 attempts, then dead-lettered). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "law.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A law record changed (change_kind update) */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description sha256=<hex HMAC-SHA256 of "<X-SVC-Timestamp>.<raw body>"> under the signing secret */
                    "X-SVC-Signature": string;
                    /** @description Unix seconds, signed with the body; reject a large skew */
                    "X-SVC-Timestamp": string;
                    "X-SVC-Event": "law.created" | "law.updated" | "us_law.created" | "us_law.updated";
                    /** @description The change's event_id, the same on every attempt: de-duplicate on it (per X-SVC-Webhook-Id) */
                    "X-SVC-Event-Id": string;
                    /** @description This attempt's delivery_id, unique per attempt (a retry has a new one): for tracing, not for de-duplication */
                    "X-SVC-Delivery": string;
                    /** @description The attempt number of this delivery: 1 to 6 on the automatic schedule; each manual retry or replay adds one */
                    "X-SVC-Attempt": number;
                    "X-SVC-Webhook-Id": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookPayload"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery; anything else is retried (up to 6 attempts, then dead-lettered). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "us_law.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A live sync first observed a US-law record (opt-in; change_kind insert) */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description sha256=<hex HMAC-SHA256 of "<X-SVC-Timestamp>.<raw body>"> under the signing secret */
                    "X-SVC-Signature": string;
                    /** @description Unix seconds, signed with the body; reject a large skew */
                    "X-SVC-Timestamp": string;
                    "X-SVC-Event": "law.created" | "law.updated" | "us_law.created" | "us_law.updated";
                    /** @description The change's event_id, the same on every attempt: de-duplicate on it (per X-SVC-Webhook-Id) */
                    "X-SVC-Event-Id": string;
                    /** @description This attempt's delivery_id, unique per attempt (a retry has a new one): for tracing, not for de-duplication */
                    "X-SVC-Delivery": string;
                    /** @description The attempt number of this delivery: 1 to 6 on the automatic schedule; each manual retry or replay adds one */
                    "X-SVC-Attempt": number;
                    "X-SVC-Webhook-Id": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UsLawWebhookPayload"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery; anything else is retried (up to 6 attempts, then dead-lettered). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "us_law.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A live sync observed a change to a US-law record (opt-in; change_kind update) */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description sha256=<hex HMAC-SHA256 of "<X-SVC-Timestamp>.<raw body>"> under the signing secret */
                    "X-SVC-Signature": string;
                    /** @description Unix seconds, signed with the body; reject a large skew */
                    "X-SVC-Timestamp": string;
                    "X-SVC-Event": "law.created" | "law.updated" | "us_law.created" | "us_law.updated";
                    /** @description The change's event_id, the same on every attempt: de-duplicate on it (per X-SVC-Webhook-Id) */
                    "X-SVC-Event-Id": string;
                    /** @description This attempt's delivery_id, unique per attempt (a retry has a new one): for tracing, not for de-duplication */
                    "X-SVC-Delivery": string;
                    /** @description The attempt number of this delivery: 1 to 6 on the automatic schedule; each manual retry or replay adds one */
                    "X-SVC-Attempt": number;
                    "X-SVC-Webhook-Id": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UsLawWebhookPayload"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery; anything else is retried (up to 6 attempts, then dead-lettered). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        Error: {
            /** @constant */
            api_version: "v1";
            error: {
                /** @enum {string} */
                code: "invalid_parameter" | "invalid_body" | "key_required" | "invalid_key" | "payment_required" | "key_revoked" | "tier_upgrade_required" | "not_found" | "method_not_allowed" | "conflict" | "corpus_retired" | "rate_limited" | "quota_exhausted" | "record_budget_exceeded" | "internal_error" | "unavailable";
                message: string;
                /** Format: uri */
                docs: string;
                /** @description The parameter at fault (400), or the path parameter of the wrong form (404). */
                param?: string;
                /** @description The tier that opens the operation (403 tier_upgrade_required). */
                required_tier?: string;
                /** @description Seconds to wait (429). */
                retry_after?: number;
                /** @description Quote it when reporting a 500. */
                request_id?: string;
                /**
                 * @description The record-budget window that refused the request (429 record_budget_exceeded); retry_after is its reset.
                 * @enum {string}
                 */
                window?: "day" | "rolling_30_days";
                /** @description Records a request may take now (429 record_budget_exceeded): a smaller page of at most this many is served at once. */
                records_available?: number;
                /** @description Records the refused page or export part holds (429 record_budget_exceeded). */
                records_requested?: number;
            };
        };
        Health: {
            /** @constant */
            api_version: "v1";
            /** @enum {string} */
            status: "ok" | "degraded";
            /**
             * @description The database engine answering: pglite (embedded) or postgres.
             * @enum {string}
             */
            backend: "pglite" | "postgres";
            /** @description Law records held. */
            records: number;
            /** @description Bulk corpora the server loads in the background on a first start (the US-law corpus). */
            corpora: {
                us_law: {
                    /** @enum {string} */
                    state: "not_started" | "loading" | "ready" | "failed";
                    /** @description US-law records held now. */
                    records: number;
                    /** @description While loading: the upstream being loaded. */
                    source?: string;
                    done?: number;
                    total?: number;
                };
            };
        };
        Accuracy: {
            /** @constant */
            api_version: "v1";
            source_health: {
                checked: number;
                live: number;
                confirmed_broken: number;
                unverified: number;
                live_pct: number | null;
                last_checked_at: string | null;
            };
            observations: {
                total: number;
                since: string | null;
            };
        };
        SourceHealth: {
            /** @description The source id: federal-register, ecfr, us-code, open-states, courtlistener, edgar, enforcement/<id>, news/<id>; news alone when the news feed list cannot be read (config_invalid). */
            id: string;
            name: string;
            /** @description us-law, laws, enforcement, disclosures or news. */
            group: string;
            /** @description The upstream's address (a documentation page or the feed itself); null when this server's configuration names none (config_invalid). */
            upstream_url: string | null;
            is_enabled: boolean;
            /** @description Environment variables the source reads (names only). */
            requires_env: string[];
            /** @description false when a required environment variable is unset on this server (every run is the fault credentials_missing) or the source's configuration is invalid (config_invalid). */
            configured: boolean;
            /** @description How often the schedulers read it. */
            every_hours: number;
            max_silence_hours: number;
            last_attempt_at: string | null;
            last_success_at: string | null;
            /** @description Hours since the last successful read; null when never read. */
            lag_hours: number | null;
            /** @description Never read successfully, or not within its own max_silence_hours: a gap in monitoring. */
            is_stale: boolean;
            /** @description One of the seven public reason codes; null after a successful read. */
            last_fault_reason_code: ("blocked" | "unauthorized" | "not_found" | "timeout" | "adapter_missing" | "egress_unavailable" | "other") | null;
            /** @description The finer fault code (e.g. schema_changed, rate_limited_upstream). */
            last_fault_code: ("blocked" | "unauthorized" | "not_found" | "timeout" | "adapter_missing" | "egress_unavailable" | "other" | "rate_limited_upstream" | "credentials_missing" | "config_invalid" | "upstream_error" | "schema_changed" | "unreadable" | "truncated_body" | "body_too_large" | "redirect_loop" | "interrupted") | null;
            /** @description One line of ours per code; the raw fault text is never returned. */
            last_fault_label: string | null;
            last_fault_at: string | null;
            items_seen_last_run: number | null;
        };
        KeyRequest: {
            /**
             * Format: email
             * @example dev@example.com
             */
            email: string;
        };
        KeyIssuance: {
            /** @constant */
            api_version: "v1";
            /**
             * @description The plaintext key, shown once. Store it now: LexAtlas keeps only a hash.
             * @example <API_KEY>
             */
            key: string;
            /** @description Readable, non-secret prefix naming the tier, e.g. lex_free_Ab12Cd. */
            key_prefix: string;
            /** Format: uuid */
            id: string;
            /** @constant */
            tier: "free";
            email: string;
            email_delivery: {
                delivered: boolean;
            };
            note: string;
        };
        Account: {
            key_prefix: string;
            tier: string;
            /** @description The account email, masked. */
            owner: string | null;
            revoked: boolean;
            created_at: string | null;
            last_used_at: string | null;
            limits: {
                per_min: number;
                per_day: number;
                per_month: number | null;
            };
            usage: {
                tracking: boolean;
                day: {
                    used: number | null;
                    limit: number | null;
                    remaining: number | null;
                    resets_in_seconds: number;
                };
                month: {
                    used: number | null;
                    limit: number | null;
                    remaining: number | null;
                    resets_in_seconds: number;
                };
            };
            capabilities: {
                list_max: number;
                full_fields: boolean;
                advanced_filters: boolean;
                changes_window_days: number | "full" | null;
                history_window_days: number | "full" | null;
                webhooks: number | "unlimited";
                bulk_export: boolean;
            };
            product: {
                licensed: ("ai_law" | "us_law")[];
                us_law: {
                    in_product: boolean;
                    records_per_day: number | null;
                    records_per_30_days: number | null;
                    bulk_export: boolean;
                };
            };
        };
        Record: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            scope: "state" | "federal" | "eu" | "global";
            jurisdiction: components["schemas"]["JurisdictionRef"];
            identifier: string | null;
            title: string | null;
            record_type: string | null;
            /** @description Free text, verbatim from the source. */
            status: string | null;
            /** @description Set only where the source states it explicitly. Omitted for anonymous callers. */
            in_force?: boolean | null;
            /** @description Date-time of the status event. Omitted for anonymous callers. */
            record_date?: string | null;
            /** @description Our own summary. Omitted for anonymous callers. */
            summary?: string | null;
            /** @description Name of the upstream source. Omitted for anonymous callers. */
            source?: string | null;
            official_url: string | null;
            /** @description Last real content change (microsecond precision). Omitted for anonymous callers. */
            updated_at?: string | null;
            /** @description Last verification against the source. Omitted for anonymous callers. */
            checked_at?: string | null;
            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
            attribution: string;
        };
        JurisdictionRef: {
            slug: string;
            name: string | null;
            abbr: string | null;
        };
        RecordListMeta: {
            total: number;
            count: number;
            limit: number;
            offset: number;
            gated?: string[];
            /** @description How to lift what was gated. */
            upgrade?: string | null;
            notice?: string;
            disclaimer?: string;
            /**
             * @description trimmed = the anonymous envelope
             * @enum {string}
             */
            fields: "full" | "trimmed";
        };
        SearchResult: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            scope: "state" | "federal" | "eu" | "global";
            jurisdiction: components["schemas"]["JurisdictionRef"];
            identifier: string | null;
            title: string | null;
            record_type: string | null;
            /** @description Free text, verbatim from the source. */
            status: string | null;
            /** @description Set only where the source states it explicitly. Omitted for anonymous callers. */
            in_force?: boolean | null;
            /** @description Date-time of the status event. Omitted for anonymous callers. */
            record_date?: string | null;
            /** @description Our own summary. Omitted for anonymous callers. */
            summary?: string | null;
            /** @description Name of the upstream source. Omitted for anonymous callers. */
            source?: string | null;
            official_url: string | null;
            /** @description Last real content change (microsecond precision). Omitted for anonymous callers. */
            updated_at?: string | null;
            /** @description Last verification against the source. Omitted for anonymous callers. */
            checked_at?: string | null;
            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
            attribution: string;
            rank: number;
        };
        SearchListMeta: {
            total: number;
            count: number;
            limit: number;
            offset: number;
            gated?: string[];
            /** @description How to lift what was gated. */
            upgrade?: string | null;
            notice?: string;
            disclaimer?: string;
            /**
             * @description trimmed = the anonymous envelope
             * @enum {string}
             */
            fields: "full" | "trimmed";
            /** @description The search stages that ran, joined by '+': all_words (every word, web-search syntax), fuzzy (a word found nowhere was replaced by the closest corpus word, or dropped), any_word (fewer than 5 rows matched every word, so rows matching some words or resembling a record's name follow, ranked below 1). */
            strategy: string;
            /** @description The query as searched after typo correction, when it differs from q. */
            interpreted_q?: string;
        };
        RecordSources: {
            /** Format: uuid */
            record_id: string;
            source: string | null;
            sources: components["schemas"]["SourceLink"][];
            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
            attribution: string;
        };
        SourceLink: {
            /** @enum {string} */
            tier: "primary" | "secondary";
            /**
             * @description official = the record's government page; text and analysis = links held for this record; legislature, statute_database, official_journal, regulator, court, government_portal, tracker = the curated sources of the record's jurisdiction (/laws/{id}/sources only).
             * @enum {string}
             */
            kind: "official" | "text" | "analysis" | "legislature" | "statute_database" | "official_journal" | "regulator" | "court" | "government_portal" | "tracker";
            label: string;
            url: string;
        };
        RecordCitations: {
            /** Format: uuid */
            record_id: string;
            identifier: string | null;
            title: string | null;
            jurisdiction: components["schemas"]["JurisdictionRef"];
            alternate_names: string[];
            suggested_citation: {
                text: string;
                label: string;
                /** @constant */
                official: false;
            };
            /** @description Only on a record whose text we hold by provision (the EU AI Act): where to read it. */
            provisions?: {
                celex: string;
                /** @description Rows held per provision_type. */
                counts: {
                    [key: string]: number;
                };
                /** @description GET /v1/eu-ai-act-provisions for this regulation. */
                api_url: string;
                /** @description The website's article-by-article pages. */
                web_url: string;
            };
            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
            attribution: string;
        };
        JurisdictionIndexItem: {
            slug: string;
            name: string | null;
            abbr: string | null;
            /** @enum {string} */
            scope: "state" | "federal" | "eu" | "global";
            /** @description state, district, territory, local, federal, supranational, country or international */
            kind: string;
            /** @description Law records held for this jurisdiction. */
            count: number;
        };
        CountryItem: {
            slug: string;
            name: string | null;
            abbr: string | null;
            /** @enum {string} */
            scope: "state" | "federal" | "eu" | "global";
            /** @description state, district, territory, local, federal, supranational, country or international */
            kind: string;
            /** @description Law records held for this jurisdiction. */
            count: number;
            binding_count: number;
        };
        Categories: {
            record_types: {
                value: string;
                count: number;
            }[];
            scopes: {
                value: string;
                count: number;
            }[];
        };
        BillIndexItem: {
            slug: string;
            bill_number: string;
            title: string;
            jurisdiction: components["schemas"]["JurisdictionRef"];
            /** @description Verbatim from the source. */
            status: string;
            /** @description Effective or compliance date text, verbatim from the source. */
            deadline: string | null;
            official_url: string;
            /** @description Date (YYYY-MM-DD) our curators last checked these facts against the source. */
            verified_on: string;
            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
            attribution: string;
        };
        Bill: {
            slug: string;
            bill_number: string;
            title: string;
            jurisdiction: components["schemas"]["JurisdictionRef"];
            /** @description Verbatim from the source. */
            status: string;
            /** @description Effective or compliance date text, verbatim from the source. */
            deadline: string | null;
            official_url: string;
            /** @description Date (YYYY-MM-DD) our curators last checked these facts against the source. */
            verified_on: string;
            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
            attribution: string;
            sources: components["schemas"]["SourceLink"][];
            citations: {
                identifier: string;
                alternate_names: string[];
            };
            links: {
                self: string;
                law?: string;
                history?: string;
            };
            record_id: string | null;
        };
        NewsItem: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            scope: "state" | "federal" | "eu" | "global";
            jurisdiction: {
                slug: string;
                name: string | null;
            };
            /** @description The headline. */
            title: string | null;
            published_date: string | null;
            /** @description Publisher name. */
            source: string | null;
            /** @description The publisher's page. */
            url: string | null;
            /** @description Our short summary. Developer and above. */
            excerpt?: string | null;
            /** @description Freshness stamp: when we last saw the item in its publisher's feed (imported items), or the day a curator last re-checked every fact of it against the publisher's page (curated items, at 00:00 UTC); null for a curated item not re-checked since it was added. Developer and above. */
            fetched_at?: string | null;
            /**
             * @description Present on the free/anonymous envelope.
             * @constant
             */
            gated?: true;
            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
            attribution: string;
        };
        Change: {
            /**
             * Format: uuid
             * @description Unique per change: the id of the append-only history row.
             */
            event_id: string;
            /**
             * @description law_record and jurisdiction: the AI-law dataset. us_law_record: a US-law record changed by a live sync (only when asked for with entity=us_law_record).
             * @enum {string}
             */
            entity: "law_record" | "jurisdiction" | "us_law_record";
            /** @description The /laws/{id} key; for us_law_record the record_uid (/us-law/records/{record_uid}); null for jurisdiction changes. */
            record_id: string | null;
            scope: ("state" | "federal" | "eu" | "global") | null;
            jurisdiction: components["schemas"]["JurisdictionRef"];
            /** @description The law's identifier; for us_law_record its citation (e.g. 3 CFR 100.1). */
            identifier: string | null;
            title: string | null;
            /** @enum {string} */
            change_kind: "insert" | "update";
            /** @description Public field names changed by an update; null on insert. Internal metadata churn (alternate names, source links, effective-date text) appears as the name metadata. */
            changed_fields: string[] | null;
            /** @description Scalar fields that changed, with from/to; empty on insert and on a metadata-only update. */
            field_changes: components["schemas"]["FieldChange"][];
            /** @description When this state was first observed; strictly increasing across all changes. Pass the page's meta.cursor as ?since=. ISO 8601 UTC with microseconds, e.g. 2026-01-31T12:00:00.123456Z. */
            observed_at: string;
            /** @description The source run that observed this state. */
            source_run_id: string | null;
            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
            attribution: string;
        };
        /** @description One scalar public field that changed: its value before and after. */
        FieldChange: {
            field: string;
            from: unknown;
            to: unknown;
        };
        ChangesMeta: {
            total: number;
            count: number;
            limit: number;
            offset: number;
            gated?: string[];
            /** @description How to lift what was gated. */
            upgrade?: string | null;
            notice?: string;
            disclaimer?: string;
            /** @enum {string} */
            order: "asc" | "desc";
            cursor: string | null;
            window: components["schemas"]["LookbackWindow"];
        };
        LookbackWindow: {
            tier: string;
            /** @description null = unbounded. */
            lookback_days: number | null;
            /** @description True when the requested since (or history) reached further back than the tier window. */
            clamped: boolean;
        };
        /** @description A significant change without value diffs: a Change minus field_changes. */
        FeedItem: {
            /**
             * Format: uuid
             * @description Unique per change: the id of the append-only history row.
             */
            event_id: string;
            /**
             * @description law_record and jurisdiction: the AI-law dataset. us_law_record: a US-law record changed by a live sync (only when asked for with entity=us_law_record).
             * @enum {string}
             */
            entity: "law_record" | "jurisdiction" | "us_law_record";
            /** @description The /laws/{id} key; for us_law_record the record_uid (/us-law/records/{record_uid}); null for jurisdiction changes. */
            record_id: string | null;
            scope: ("state" | "federal" | "eu" | "global") | null;
            jurisdiction: components["schemas"]["JurisdictionRef"];
            /** @description The law's identifier; for us_law_record its citation (e.g. 3 CFR 100.1). */
            identifier: string | null;
            title: string | null;
            /** @enum {string} */
            change_kind: "insert" | "update";
            /** @description Public field names changed by an update; null on insert. Internal metadata churn (alternate names, source links, effective-date text) appears as the name metadata. */
            changed_fields: string[] | null;
            /** @description When this state was first observed; strictly increasing across all changes. Pass the page's meta.cursor as ?since=. ISO 8601 UTC with microseconds, e.g. 2026-01-31T12:00:00.123456Z. */
            observed_at: string;
            /** @description The source run that observed this state. */
            source_run_id: string | null;
            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
            attribution: string;
        };
        FeedMeta: {
            total: number;
            count: number;
            limit: number;
            offset: number;
            gated?: string[];
            /** @description How to lift what was gated. */
            upgrade?: string | null;
            notice?: string;
            disclaimer?: string;
            /** @constant */
            order: "desc";
            cursor: string | null;
            window: components["schemas"]["LookbackWindow"];
        };
        LawHistory: {
            /** Format: uuid */
            record_id: string;
            count: number;
            /** @description Oldest first (observed_at ascending). */
            timeline: components["schemas"]["HistoryEntry"][];
        };
        HistoryEntry: {
            /** @description When this state was first observed. ISO 8601 UTC with microseconds, e.g. 2026-01-31T12:00:00.123456Z. */
            observed_at: string;
            /** @enum {string} */
            change_kind: "insert" | "update";
            changed_fields: string[] | null;
            source_run_id: string | null;
            /** @description The record as of this observation; updated_at and checked_at are its observed_at. */
            record: components["schemas"]["Record"];
        };
        LawHistoryMeta: {
            window: components["schemas"]["LookbackWindow"];
            notice?: string;
        };
        WebhookRequest: {
            /**
             * @description Public HTTPS URL. Private, loopback, link-local and other non-public addresses are refused, also via DNS.
             * @example https://hooks.example.com/lexatlas
             */
            target_url: string;
            /**
             * @default [
             *       "law.created",
             *       "law.updated"
             *     ]
             */
            events: ("law.created" | "law.updated" | "us_law.created" | "us_law.updated")[];
            /** @enum {string} */
            scope?: "state" | "federal" | "eu" | "global";
            jurisdiction?: string;
        };
        WebhookWithSecret: {
            /** Format: uuid */
            id: string;
            /** @description Public HTTPS endpoint that receives the signed POSTs. */
            target_url: string;
            events: ("law.created" | "law.updated" | "us_law.created" | "us_law.updated")[];
            /** @description Only changes to records of this scope; null = every scope. */
            scope: ("state" | "federal" | "eu" | "global") | null;
            /** @description Only changes to records of this jurisdiction slug; null = all. */
            jurisdiction: string | null;
            /** @description False once disabled after 10 consecutive failed deliveries; POST /webhooks/{id}/enable re-activates it. */
            active: boolean;
            /** @description Consecutive failed deliveries: a delivery fails when its last attempt fails (it is dead-lettered); a failed attempt with retries left counts nothing; a delivered delivery resets it to 0. */
            failure_count: number;
            disabled_at: string | null;
            disabled_reason: string | null;
            /** @description The last successful delivery. */
            last_delivery_at: string | null;
            created_at: string;
            /**
             * @description HMAC-SHA256 key of X-SVC-Signature. Returned only here, once: LexAtlas stores it encrypted and never shows it again.
             * @example <SIGNING_SECRET>
             */
            signing_secret: string;
        };
        Webhook: {
            /** Format: uuid */
            id: string;
            /** @description Public HTTPS endpoint that receives the signed POSTs. */
            target_url: string;
            events: ("law.created" | "law.updated" | "us_law.created" | "us_law.updated")[];
            /** @description Only changes to records of this scope; null = every scope. */
            scope: ("state" | "federal" | "eu" | "global") | null;
            /** @description Only changes to records of this jurisdiction slug; null = all. */
            jurisdiction: string | null;
            /** @description False once disabled after 10 consecutive failed deliveries; POST /webhooks/{id}/enable re-activates it. */
            active: boolean;
            /** @description Consecutive failed deliveries: a delivery fails when its last attempt fails (it is dead-lettered); a failed attempt with retries left counts nothing; a delivered delivery resets it to 0. */
            failure_count: number;
            disabled_at: string | null;
            disabled_reason: string | null;
            /** @description The last successful delivery. */
            last_delivery_at: string | null;
            created_at: string;
        };
        WebhookDeleted: {
            /** Format: uuid */
            id: string;
            /** @constant */
            deleted: true;
        };
        WebhookDelivery: {
            /**
             * Format: uuid
             * @description The delivery's id: one per (subscription, change), stable across its attempts; each attempt has its own delivery_id (attempts[]).
             */
            id: string;
            /** Format: uuid */
            webhook_id: string;
            /**
             * @description law.created / law.updated: AI-law records (the default). us_law.created / us_law.updated: US-law records a live sync first observed or changed — opt-in, named explicitly, and only for keys holding the US-law licence.
             * @enum {string}
             */
            event: "law.created" | "law.updated" | "us_law.created" | "us_law.updated";
            /**
             * Format: uuid
             * @description The change (as in /changes).
             */
            event_id: string;
            change: {
                /** @enum {string} */
                kind: "insert" | "update";
                /** @description The law record's id; for us_law.* events the US-law record's record_uid. */
                record_id: string | null;
                observed_at: string | null;
                changed_fields: string[] | null;
            };
            /**
             * @description pending: no attempt yet, or one in flight; failed: the last attempt failed and another is scheduled at next_attempt_at; delivered: a 2xx was received; dead: dead-lettered (its last allowed attempt failed, or the webhook was disabled while it was queued).
             * @enum {string}
             */
            status: "pending" | "failed" | "delivered" | "dead";
            attempt_count: number;
            /** @description When the next attempt is due (pending and failed only). */
            next_attempt_at: string | null;
            /** @description When the delivery was queued (with the change). */
            created_at: string;
            /** @description When it was delivered or dead-lettered. */
            completed_at: string | null;
            last_status: number | null;
            last_error: string | null;
            /** @description Every attempt, oldest first. */
            attempts: components["schemas"]["WebhookDeliveryAttempt"][];
        };
        WebhookDeliveryAttempt: {
            /** @description 1, 2, … — the X-SVC-Attempt this attempt was sent with. */
            attempt: number;
            /**
             * Format: uuid
             * @description This attempt's delivery_id (the X-SVC-Delivery it was sent with).
             */
            delivery_id: string;
            started_at: string;
            /** @description Null while in flight (or when the sender stopped mid-attempt). */
            finished_at: string | null;
            outcome: ("success" | "failure") | null;
            /** @description The receiver's status; null when no answer came (time-out, connection error, refused target). */
            http_status: number | null;
            duration_ms: number | null;
            /** @description Why the attempt failed, in our words (e.g. HTTP 500, connection failed: ECONNREFUSED, target refused: …). */
            error: string | null;
            /** @description At most 120 characters of the start of the receiver's answer, control characters removed. Never the whole body. */
            response_excerpt: string | null;
        };
        WebhookReplayRequest: {
            /**
             * @description Re-queue deliveries queued at or after this time.
             * @example 2026-01-01T00:00:00Z
             */
            since: string;
            /** @description …and at or before this time (default: now). */
            until?: string;
        };
        WebhookReplay: {
            /** Format: uuid */
            webhook_id: string;
            since: string;
            until: string | null;
            /** @description Deliveries this request queued (0 on a repeat). */
            queued: number;
            /** @description The re-queued deliveries' ids (delivery-log entry ids), sorted. */
            delivery_ids: string[];
        };
        WebhookEnableRequest: {
            /**
             * @description Also re-queue what the disable dead-lettered.
             * @default false
             */
            replay: boolean;
        };
        SectorIndexItem: {
            slug: string;
            name: string;
            risk: string;
            description: string;
            has_federal_framework: boolean;
        };
        SectorDetail: {
            slug: string;
            name: string;
            risk: string;
            description: string;
            has_federal_framework: boolean;
            enforcement_bodies: string[];
            federal_penalty_structure: string | null;
            sources: {
                label: string;
                url: string;
            }[];
            /** @description Derived per-law duties and penalties; one law with one duty in a preview. */
            laws: {
                law: string;
                /** Format: uuid */
                law_id: string;
                jurisdiction: string;
                jurisdiction_slug: string;
                /** @enum {string} */
                layer: "state" | "federal" | "country" | "landscape";
                status: string | null;
                obligations: components["schemas"]["Obligation"][];
                penalties: components["schemas"]["Penalty"][];
            }[];
            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
            attribution: string;
        };
        Obligation: {
            /** @description Stable id of the curated duty: <law key>#<duty>. */
            key: string;
            /** @description Law name. */
            law: string;
            /**
             * Format: uuid
             * @description The law record: /laws/{law_id}.
             */
            law_id: string;
            jurisdiction: string;
            jurisdiction_slug: string;
            /**
             * @description landscape = notable law elsewhere that may not apply to the caller.
             * @enum {string}
             */
            layer: "state" | "federal" | "country" | "landscape";
            /** @description Why it was surfaced. */
            applies_because: string | null;
            /** @description The plain-language duty. */
            obligation: string | null;
            /** @description Effective/compliance date text, verbatim from the source. EU AI Act duties: the date as amended (the same text as the provisions' applies_from), with deadline_original and deadline_amended_by beside it. */
            deadline: string | null;
            penalty: string | null;
            /** @description The law record's current status, verbatim. */
            status: string | null;
            /** @description The section that imposes the duty. */
            citation: string | null;
            government_body: string | null;
            may_not_apply: boolean;
            /** @description Primary/official source of the duty. */
            source_url: string | null;
            /** @enum {string} */
            source_tier: "primary" | "secondary" | "unverified";
            /** @description Date (YYYY-MM-DD) our curators last re-checked every fact of this duty (wording, conditions, citation, enforcer, penalty, deadline) against its source; null when it has not been re-checked since it was added. Duties whose law is still moving (an open bill, a pending instrument) or not yet in effect are re-checked at least every six months. */
            verified_on: string | null;
            /** @description EU AI Act duties only: anchor ids of the provisions the duty derives from (e.g. 050.001); look them up at /eu-ai-act-provisions. */
            anchors?: string[];
            /** @description EU AI Act duties only: the deadline as the Regulation was adopted (12 July 2024); equal to deadline when no amendment moved it. */
            deadline_original?: string;
            /** @description EU AI Act duties only: the amending act and provision that moved the deadline; null when unchanged. */
            deadline_amended_by?: components["schemas"]["DateAmendment"] | null;
            /** @enum {string} */
            lifecycle: "in_force" | "not_yet_effective" | "not_in_force" | "unknown";
            in_force: boolean | null;
            not_yet_effective: boolean;
            /** @description Earliest date in the deadline text (YYYY-MM-DD). */
            effective_date: string | null;
            effective_date_precision: ("day" | "month" | "year") | null;
        };
        DateAmendment: {
            /** @description The amending act, e.g. 'Regulation (EU) 2026/1744'. */
            act: string;
            /** @description The amending provision and what it did, e.g. 'Art. 1(40)(b), replacing Art. 113, third paragraph, point (c)'. */
            provision: string;
            /** @description The amending act in the Official Journal (EUR-Lex ELI). */
            url: string;
        };
        Penalty: {
            law: string;
            /** Format: uuid */
            law_id: string;
            jurisdiction: string;
            jurisdiction_slug: string;
            /** @enum {string} */
            layer: "state" | "federal" | "country" | "landscape";
            penalty: string | null;
            /** @description Sections of the duties this penalty enforces, '; '-joined. */
            citation: string | null;
            government_body: string | null;
            status: string | null;
            may_not_apply: boolean;
            source_url: string | null;
            /** @enum {string} */
            source_tier: "primary" | "secondary" | "unverified";
            /** @description How many applicable duties this penalty backs. */
            duty_count: number;
        };
        AssessRequest: {
            /** @description US state slug, name or USPS code. */
            state: string;
            /** @description Sector slug (see /sectors); comma-separate several. */
            sector: string;
            aiUse?: ("hiring" | "customer" | "content" | "analytics" | "product" | "other")[];
            /** @enum {string} */
            ai_decision_impact?: "hiring_firing" | "credit_insurance" | "healthcare" | "housing" | "internal_only" | "not_sure";
            /** @description Country slugs, names or ISO codes; 'eu' for the EU. */
            countries?: string[];
            /** @enum {string} */
            bias_audit?: "recent" | "old" | "never" | "unknown";
            /** @enum {string} */
            ai_policy?: "formal" | "informal" | "none" | "developing";
            /** @enum {string} */
            ai_source?: "custom" | "third_party" | "embedded" | "combination" | "not_sure";
            /** @description Organisation size, free text; printed, not scored in v1. */
            size?: string;
        };
        Assessment: {
            risk: components["schemas"]["Risk"];
            applicable_law_count: number;
            jurisdictions: string[];
            /** @description All applicable duties; one sample in a preview. */
            obligations: components["schemas"]["Obligation"][];
            no_law: components["schemas"]["NoLaw"][];
            unmapped_sectors: string[];
            counts: {
                state: number;
                federal: number;
                country: number;
                landscape: number;
                total: number;
            };
            /**
             * Format: date
             * @description The date lifecycle fields were computed for (UTC).
             */
            as_of: string;
        };
        Risk: {
            /** @description The versioned scoring method, e.g. lexatlas-risk-v1. */
            method: string;
            /** @description 1–10, deterministic. Shown in a preview too. */
            score: number;
            /** @enum {string} */
            level: "Low" | "Medium" | "High" | "Critical";
            /** @description Score range of the level: 1-3, 4-5, 6-7, 8-10. */
            band: string;
            /** @description Named contributions ('factor +n: detail'). Absent in a preview. */
            factors?: string[];
            /** @description The same contributions as data. Absent in a preview. */
            breakdown?: {
                factor: string;
                points: number;
                detail: string;
            }[];
        };
        /** @description A jurisdiction with no applicable statute in our data (never a finding that none exists). */
        NoLaw: {
            jurisdiction: string;
            note: string;
            layer: string;
        };
        ReportRequest: {
            state?: string;
            /** @description Alias of state. */
            jurisdiction?: string;
            /** @description Sector slug (see /sectors); comma-separate several. */
            sector: string;
            aiUse?: ("hiring" | "customer" | "content" | "analytics" | "product" | "other")[];
            /** @enum {string} */
            ai_decision_impact?: "hiring_firing" | "credit_insurance" | "healthcare" | "housing" | "internal_only" | "not_sure";
            /** @description Country slugs, names or ISO codes; 'eu' for the EU. */
            countries?: string[];
            /** @enum {string} */
            bias_audit?: "recent" | "old" | "never" | "unknown";
            /** @enum {string} */
            ai_policy?: "formal" | "informal" | "none" | "developing";
            /** @enum {string} */
            ai_source?: "custom" | "third_party" | "embedded" | "combination" | "not_sure";
            /** @description Organisation size, free text; printed, not scored in v1. */
            size?: string;
            /** @description Printed on the report cover. */
            company?: string;
            /**
             * Format: email
             * @description Printed in the report footer.
             */
            email?: string;
            /**
             * @description json (default) or pdf; Accept: application/pdf also selects pdf.
             * @enum {string}
             */
            format?: "json" | "pdf";
        };
        Report: {
            risk: components["schemas"]["Risk"];
            applicable_law_count: number;
            jurisdictions: string[];
            /** @description All applicable duties; one sample in a preview. */
            obligations: components["schemas"]["Obligation"][];
            no_law: components["schemas"]["NoLaw"][];
            unmapped_sectors: string[];
            counts: {
                state: number;
                federal: number;
                country: number;
                landscape: number;
                total: number;
            };
            /**
             * Format: date
             * @description The date lifecycle fields were computed for (UTC).
             */
            as_of: string;
            company: string | null;
            report: components["schemas"]["ReportLink"];
        };
        ReportLink: {
            /** @description Issued report id; null in a preview. */
            id: string | null;
            available: boolean;
            format: string;
            filename: string;
            /** @description Signed private link to the PDF; null in a preview. */
            download_url: string | null;
            expires_in_days: number;
            expires_at: string | null;
            /** @description On a preview: the tier that unlocks the PDF. */
            required_tier: string | null;
            /** @description Reports issued this UTC month, including this one; limit null = unlimited. */
            quota: {
                used: number;
                limit: number | null;
                remaining: number | null;
            } | null;
        };
        DeadlineEntry: {
            scope: string;
            jurisdiction: string;
            jurisdiction_slug: string;
            laws: string[];
            status: string;
            /** @description Verbatim text (EU AI Act dates: as amended). */
            raw_deadline: string;
            /** @description EU AI Act dates only: the text as the Regulation was adopted; equal to raw_deadline when no amendment moved it. */
            raw_deadline_original?: string;
            /** @description EU AI Act dates only: the amending act and provision that moved the date; null when unchanged. */
            raw_deadline_amended_by?: components["schemas"]["DateAmendment"] | null;
            /** Format: date */
            date: string;
            /** @enum {string} */
            date_precision: "day" | "month" | "year";
            is_upcoming: boolean;
            dates: {
                /** Format: date */
                iso: string;
                /** @enum {string} */
                precision: "day" | "month" | "year";
                /** Format: date */
                sort: string;
                /** @enum {string} */
                basis: "stated" | "computed";
            }[];
            source_url: string;
            /** @enum {string} */
            source_tier: "primary" | "secondary" | "unverified";
        };
        EnforcementMatter: {
            /** @description Opaque stable key. */
            matter_uid: string;
            caption: string;
            /** @description Our own words. */
            summary: string | null;
            matter_type: string;
            matter_status: string;
            /** @description The acting agency; null on private litigation. */
            agency_code: string | null;
            forum_type: string;
            forum_name: string | null;
            docket_number: string | null;
            jurisdiction: {
                slug: string;
                name: string | null;
            };
            jurisdiction_level: string;
            /** @description Null unless confirmed; null on most matters. */
            filed_date: string | null;
            decided_date: string | null;
            closed_date: string | null;
            first_seen_at: string;
            /** @description The day a curator last searched for newer events on this matter and updated it, at 00:00:00Z (a date, not a time). Null when no one has re-checked it since it was recorded. Our data checks reject an open, pending or on-appeal matter not re-checked within the last six months. */
            last_verified_at: string | null;
            /** @description Never withheld. single_source today. */
            verification: string;
            /** @description A: primary source read; B: secondary sources only; null before 2026-08-22. */
            tier: ("A" | "B") | null;
            ai_roles: string[];
            domain: string | null;
            /** @description matter_uid of the matter this one duplicates. */
            duplicate_of: string | null;
            publish_ready: boolean;
            caption_untranslated: boolean;
            /** @description Descriptive fields deliberately nulled on this published matter. */
            unavailable_fields: string[];
            redaction_policy: string;
            chain_totals: components["schemas"]["EnforcementChainTotals"];
            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
            attribution: string;
        };
        /** @description The true size of each chain, whatever the response shows. */
        EnforcementChainTotals: {
            events: number;
            parties: number;
            relief: number;
            laws: number;
            sources: number;
        };
        EnforcementMatterDetail: {
            /** @description Opaque stable key. */
            matter_uid: string;
            caption: string;
            /** @description Our own words. */
            summary: string | null;
            matter_type: string;
            matter_status: string;
            /** @description The acting agency; null on private litigation. */
            agency_code: string | null;
            forum_type: string;
            forum_name: string | null;
            docket_number: string | null;
            jurisdiction: {
                slug: string;
                name: string | null;
            };
            jurisdiction_level: string;
            /** @description Null unless confirmed; null on most matters. */
            filed_date: string | null;
            decided_date: string | null;
            closed_date: string | null;
            first_seen_at: string;
            /** @description The day a curator last searched for newer events on this matter and updated it, at 00:00:00Z (a date, not a time). Null when no one has re-checked it since it was recorded. Our data checks reject an open, pending or on-appeal matter not re-checked within the last six months. */
            last_verified_at: string | null;
            /** @description Never withheld. single_source today. */
            verification: string;
            /** @description A: primary source read; B: secondary sources only; null before 2026-08-22. */
            tier: ("A" | "B") | null;
            ai_roles: string[];
            domain: string | null;
            /** @description matter_uid of the matter this one duplicates. */
            duplicate_of: string | null;
            publish_ready: boolean;
            caption_untranslated: boolean;
            /** @description Descriptive fields deliberately nulled on this published matter. */
            unavailable_fields: string[];
            redaction_policy: string;
            chain_totals: components["schemas"]["EnforcementChainTotals"];
            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
            attribution: string;
            events: {
                event_type: string;
                date: string | null;
                is_date_estimated: boolean;
                description: string;
                source_url: string | null;
            }[];
            parties: {
                /** @description Null when withheld by the redaction policy (redacted true) or not stated. */
                name: string | null;
                redacted: boolean;
                role: string;
                kind: string;
                pii_class: string;
            }[];
            relief: {
                relief_type: string;
                /** @description Verbatim from the source. */
                amount: string | null;
                description: string | null;
            }[];
            laws: {
                /** @description Verbatim from the source. */
                citation: string;
                relation: string;
                /** @enum {string} */
                link_status: "linked_ai_law" | "linked_us_law" | "unlinked";
                /** @description The AI-law record (GET /v1/laws/{id}) when linked_ai_law. */
                law_id: string | null;
                us_law_record_uid: string | null;
            }[];
            sources: {
                url: string;
                publisher: string;
                date: string | null;
                title: string | null;
                /** @enum {string} */
                kind: "primary" | "secondary";
            }[];
        };
        EnforcementMonitoredSource: {
            id: string;
            name: string;
            agency_code: string | null;
            url: string;
            /** @description rss (RSS or Atom), federal_register_json, or none (no reader yet). */
            adapter: string;
            is_enabled: boolean;
            jurisdiction: string;
            jurisdiction_level: string;
            /** @enum {string} */
            change_type: "enforcement" | "litigation";
            max_silence_hours: number;
            last_attempt_at: string | null;
            last_success_at: string | null;
            /** @description Not read successfully within its own max_silence_hours: a gap in monitoring. */
            is_stale: boolean;
            last_fault_reason_code: ("blocked" | "unauthorized" | "not_found" | "timeout" | "adapter_missing" | "egress_unavailable" | "other") | null;
            /** @description The finer fault code behind last_fault_reason_code (e.g. rate_limited_upstream under blocked, schema_changed or truncated_body under other); the same vocabulary as GET /sources. Null after a successful read. */
            last_fault_code: ("blocked" | "unauthorized" | "not_found" | "timeout" | "adapter_missing" | "egress_unavailable" | "other" | "rate_limited_upstream" | "credentials_missing" | "config_invalid" | "upstream_error" | "schema_changed" | "unreadable" | "truncated_body" | "body_too_large" | "redirect_loop" | "interrupted") | null;
            /** @description One line; the raw fault text is never returned. */
            last_fault_label: string | null;
            last_fault_at: string | null;
            items_seen_last_read: number | null;
            note: string | null;
        };
        EnforcementVocabulary: {
            /** @enum {string} */
            kind: "matter_type" | "matter_status" | "forum_type" | "party_role" | "party_kind" | "relief_type" | "event_type" | "ai_role" | "law_relation" | "verification" | "jurisdiction_level" | "pii_class" | "redaction_policy";
            terms: {
                code: string;
                label: string;
                description: string;
            }[];
        };
        EnforcementCoverage: {
            matters_held: number;
            publishable: number;
            withheld: {
                total: number;
                duplicates: number;
                untranslated_caption: number;
                not_publish_ready: number;
            };
            withdrawn: number;
            by_matter_type: {
                [key: string]: number;
            };
            by_jurisdiction_level: {
                [key: string]: number;
            };
            by_tier: {
                [key: string]: number;
            };
            /** @description Statutory citations of publishable matters by link_status. */
            citations: {
                [key: string]: number;
            };
            monitored_sources: {
                total: number;
                enabled: number;
                stale: number;
                faulted: number;
            };
            /** @description /enforcement lane drafts by status. */
            drafts: {
                [key: string]: number;
            };
            notice: string;
        };
        EnforcementItem: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            change_type: "enforcement" | "litigation";
            title: string | null;
            agency: string | null;
            /** @enum {string} */
            scope: "state" | "federal" | "eu" | "global";
            jurisdiction: {
                slug: string | null;
                name: string | null;
            };
            /** @description By origin (date_basis names the rule used): reviewed_draft — published_at, else approved_at, else created_at (SPEC 2); registry_matter — the latest dated event, else decided_date, else filed_date, else first_seen_at. */
            date: string | null;
            source_url: string | null;
            respondent: string | null;
            allegation: string | null;
            outcome: string | null;
            /** @description Verbatim from the source. */
            penalty: string | null;
            /** @description Verbatim from the source. */
            statutory_basis: string | null;
            /** @description The court; null on enforcement rows. */
            forum: string | null;
            summary: string | null;
            /**
             * @description reviewed_draft: a monitored source's item after review (what SPEC 4.8 describes); registry_matter: a publishable matter of the enforcement registry.
             * @enum {string}
             */
            origin: "reviewed_draft" | "registry_matter";
            /** @description registry_matter rows: the matter (GET /enforcement/matters/{matter_uid}); null on drafts. */
            matter_uid: string | null;
            /**
             * @description Which rule of its origin gave `date`.
             * @enum {string}
             */
            date_basis: "published_at" | "approved_at" | "created_at" | "event_date" | "decided_date" | "filed_date" | "first_seen_at";
            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
            attribution: string;
        };
        UsLawBranch: {
            id: string;
            name: string;
            /** @description The Congressional Research Service policy area this branch is; null for other_unclassified. */
            crs_policy_area: string | null;
            records_primary: number;
            subcategories: {
                id: string;
                name: string;
                description: string;
                /** @description Records with this subcategory among their assignments (primary or secondary). */
                records: number;
                /** @description Records whose primary assignment is this subcategory. */
                records_primary: number;
            }[];
        };
        UsLawTaxonomyHealth: {
            records_total: number;
            /** @description Records still in the other_unclassified bucket (no classification rule reached them). */
            records_placeholder: number;
            /** @description Classification assignments (primary + secondary) per record. */
            avg_domains_per_record: number;
        };
        UsLawJurisdiction: {
            slug: string;
            name: string | null;
            abbr: string | null;
            /** @enum {string} */
            jurisdiction_level: "federal" | "state";
            records: number;
            /** @description Records whose source states they are in force. */
            in_force: number;
            by_instrument_type: {
                [key: string]: number;
            };
            /** @description The code editions held, one per source and instrument type. */
            editions: {
                source: string;
                instrument_type: string;
                /** @description The upstream edition held (e.g. the eCFR point in time 2025-04-29). */
                edition: string;
                records: number;
                /** @description What the edition holds and what it does not. */
                coverage: string;
            }[];
            /** @description Latest time an import read a record of this jurisdiction. */
            last_retrieved_at: string;
            /** @description Latest time an import re-verified a record of this jurisdiction. */
            last_verified_at: string;
        };
        EuAiActProvision: {
            /** @description Structural id: '005' = Article 5's whole text, '005.001' = Article 5(1), 'rct.001' = recital 1, 'anx.III' = Annex III. */
            anchor_id: string;
            /** @enum {string} */
            provision_type: "paragraph" | "article_body" | "recital" | "annex";
            celex: string;
            article_number: number | null;
            /** @description Null on an article_body row (whole article, or an article without numbered paragraphs). */
            paragraph_number: number | null;
            recital_number: number | null;
            /** @description Roman numeral, as the regulation numbers annexes. */
            annex_number: string | null;
            /** @description The article's title (paragraph and article_body rows) or the annex's title; null on recitals. */
            title: string | null;
            /** @description Chapter number in roman numerals (articles only). */
            chapter: string | null;
            chapter_title: string | null;
            section: string | null;
            section_title: string | null;
            /** @description When the provision applies, as amended: Article 113 of the Regulation as amended by Regulation (EU) 2026/1744 (e.g. Article 6(2): '2 December 2027'; it was 2 August 2026). Where the date depends on the system, the text says for which (e.g. Annex III and Annex I high-risk systems). Null on recitals and annexes. */
            applies_from: string | null;
            /** @description The date as the Regulation was adopted (Official Journal of 12 July 2024); equal to applies_from when no amendment moved it. Null on recitals and annexes. */
            applies_from_original: string | null;
            /** @description The amending act and provision that moved the date; null when the date is as adopted, and on recitals and annexes. */
            applies_from_amended_by: components["schemas"]["DateAmendment"] | null;
            /** @description The text as adopted (Official Journal, OJ L, 12.7.2024). Where text_amended_by is not empty, a later act has changed this wording: read the amending act for the text in force. */
            text: string;
            /** @description Every later change to this row's wording: on a paragraph, the changes to that paragraph and any replacement of its whole article or heading; on an article's whole-text row, every change to the article (including inserted paragraphs); on an annex, the changes to it. Empty when the wording is as adopted; recitals are never amended. */
            text_amended_by: components["schemas"]["TextAmendment"][];
            /** @description The official EUR-Lex text of the act, with the article, recital or annex anchor (#art_5, #rct_1, #anx_III). */
            eur_lex_url: string;
            /** @description Where our copy of the text came from. */
            source: string;
            /** @description When the upstream copy we hold was taken (the upstream commit or scrape time). */
            retrieved_at: string;
            /** @description Text-search relevance when q is given; null otherwise. */
            rank: number | null;
            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
            attribution: string;
        };
        TextAmendment: {
            /** @description The amending act, e.g. 'Regulation (EU) 2026/1744'. */
            act: string;
            /** @description The amending act's point that made the change, e.g. 'Art. 1(31)(b)'. */
            provision: string;
            /** @description What it changed, e.g. 'Article 75(1) replaced (the AI Office's exclusive competence)'. */
            change: string;
            /**
             * @description replaced (new wording for the whole unit), amended (part of it replaced, inserted or deleted), deleted, inserted (new wording next to it, which this row does not hold), heading-replaced (the article's title).
             * @enum {string}
             */
            effect: "replaced" | "amended" | "deleted" | "inserted" | "heading-replaced";
            /** @description The amending act in the Official Journal (EUR-Lex ELI). */
            url: string;
        };
        EuAiActProvisionListMeta: {
            total: number;
            count: number;
            limit: number;
            offset: number;
            gated?: string[];
            /** @description How to lift what was gated. */
            upgrade?: string | null;
            notice?: string;
            disclaimer?: string;
            celex: string;
            /** @enum {string} */
            sort: "anchor_id" | "relevance";
            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
            attribution: string;
        };
        Disclosure: {
            /** Format: uuid */
            id: string;
            company: string;
            /** @description SEC Central Index Key, digits only, without leading zeros. */
            cik: string;
            /** @description EDGAR form type, e.g. 10-K, 10-Q, 20-F. */
            form: string;
            /** @description YYYY-MM-DD */
            filing_date: string;
            fiscal_period: string | null;
            /** @description EDGAR accession number; null when not confirmed (never guessed). */
            accession_number: string | null;
            /** @description EDGAR link: the filing's document, or the filer's filing index (see filing_url_kind). */
            filing_url: string;
            /** @enum {string} */
            filing_url_kind: "document" | "company_index";
            /** @description e.g. 'Item 1A. Risk Factors'; null on a row found by EDGAR full-text search, which does not say where the words matched. */
            section: string | null;
            /** @description The risk factor's heading, verbatim. */
            heading: string | null;
            /** @description The risk-factor wording, verbatim; null when we did not see it quoted. */
            text: string | null;
            /** @description true when text is a faithful excerpt, not the whole risk factor. */
            text_is_excerpt: boolean;
            /** @description The public page where we saw the wording quoted. */
            quoted_in: {
                url: string;
                publisher: string;
                title: string;
            } | null;
            /** @enum {string} */
            origin: "curated" | "edgar_full_text_search";
            /** @description Text-search relevance when q is given; null otherwise. */
            rank: number | null;
            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
            attribution: string;
        };
        DisclosureListMeta: {
            total: number;
            count: number;
            limit: number;
            offset: number;
            gated?: string[];
            /** @description How to lift what was gated. */
            upgrade?: string | null;
            notice?: string;
            disclaimer?: string;
            tier: string;
            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
            attribution: string;
        };
        UsLawRecord: {
            /**
             * Format: uuid
             * @description Opaque, stable key (v5 UUID of jurisdiction + normalised citation).
             */
            record_uid: string;
            title: string;
            short_title: string | null;
            citation: string;
            /** @description Section number, CFR section, 'EO 14110', 'Proclamation 9984', or the AI-law identifier. */
            identifier: string | null;
            /** @description One of statute, regulation, constitution, executive_order, proclamation, agency_guidance, presidential_memorandum, presidential_determination, presidential_notice. */
            instrument_type: string;
            /** @description One of in_force, superseded, repealed, enacted, unknown. */
            status: string;
            /** @description The upstream's own words for the status. Omitted from the trimmed (public) envelope. */
            status_detail?: string | null;
            /** @description null when the source does not say (presidential documents). */
            in_force: boolean | null;
            is_binding: boolean;
            jurisdiction: components["schemas"]["JurisdictionRef"];
            /** @description federal or state. */
            jurisdiction_level: string;
            effective_date: string | null;
            enacted_date: string | null;
            repealed_date: string | null;
            /** @description Federal Register publication date. Omitted from the trimmed (public) envelope. */
            published_date?: string | null;
            /** @description Executive-order or proclamation number. */
            document_number: number | null;
            /** @description US Code or CFR title number. Omitted from the trimmed (public) envelope. */
            code_title?: number | null;
            /** @description US Code or CFR title name. Omitted from the trimmed (public) envelope. */
            code_title_name?: string | null;
            /** @description US Code hierarchy path or CFR chapter. Omitted from the trimmed (public) envelope. */
            chapter?: string | null;
            /** @description CFR part. Omitted from the trimmed (public) envelope. */
            part?: string | null;
            /** @description CFR part heading. Omitted from the trimmed (public) envelope. */
            part_heading?: string | null;
            /** @description US Code headings above the section. Omitted from the trimmed (public) envelope. */
            hierarchy?: string | null;
            /** @description Issuing agency or signing office. Omitted from the trimmed (public) envelope. */
            agency?: string | null;
            /** @description Federal Register citation. Omitted from the trimmed (public) envelope. */
            fr_citation?: string | null;
            /** @description Federal Register document number. Omitted from the trimmed (public) envelope. */
            fr_document_number?: string | null;
            classification: {
                primary: {
                    branch: string;
                    subcategory: string;
                    /** @description The classification rule that made the assignment (lib/us-law/classification.yaml). */
                    rule: string;
                };
                secondary: {
                    branch: string;
                    subcategory: string;
                    /** @description The classification rule that made the assignment (lib/us-law/classification.yaml). */
                    rule: string;
                }[];
            };
            /** @description Provenance: never withheld. */
            official_url: string | null;
            /** @description Provenance: never withheld. */
            source_authority: string;
            /** @description Provenance: never withheld. */
            full_text_url: string | null;
            /** @description Provenance: never withheld. Null: we never hash text we did not read. */
            full_text_sha256: string | null;
            /** @description The upstream edition held. Omitted from the trimmed (public) envelope. */
            edition?: string;
            /** @description Provenance (never withheld): when an import read the upstream row. */
            retrieved_at: string;
            /** @description Provenance (never withheld): when an import last re-read and found it. */
            last_verified_at: string;
            /** @description When the record was first imported. Omitted from the trimmed (public) envelope. */
            first_seen_at?: string;
            /** @description Last observed content change. Omitted from the trimmed (public) envelope. */
            updated_at?: string;
            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
            attribution: string;
        };
        UsLawListMeta: {
            total: number;
            count: number;
            limit: number;
            offset: number;
            gated?: string[];
            /** @description How to lift what was gated. */
            upgrade?: string | null;
            notice?: string;
            disclaimer?: string;
            /** @enum {string} */
            fields: "full" | "trimmed";
            sort: string;
            /** @enum {string} */
            order?: "asc" | "desc";
            /** @description true when scarce-type records matching the query were withheld beyond a sample. */
            sampled: boolean;
            /** @constant */
            sampled_reason?: "scarce_instrument_type";
            /** @description Scarce-type records served at most (the most recently enacted matching ones). */
            sample_size?: number;
            /** @description The true number of matching scarce-type records. */
            scarce_matching?: number;
            scarce_types?: string[];
            record_budget?: components["schemas"]["UsLawRecordBudget"];
        };
        /** @description Added by the kernel to every metered answer: this request's charge and what is left (limit null = unmetered). */
        UsLawRecordBudget: {
            /** @constant */
            unit: "record";
            charged: number;
            day: {
                used: number;
                limit: number | null;
                remaining: number | null;
                resets_in_seconds: number;
            };
            rolling_30_days: {
                used: number;
                limit: number | null;
                remaining: number | null;
                resets_in_seconds: number;
            };
        };
        UsLawSearchResult: {
            /**
             * Format: uuid
             * @description Opaque, stable key (v5 UUID of jurisdiction + normalised citation).
             */
            record_uid: string;
            title: string;
            short_title: string | null;
            citation: string;
            /** @description Section number, CFR section, 'EO 14110', 'Proclamation 9984', or the AI-law identifier. */
            identifier: string | null;
            /** @description One of statute, regulation, constitution, executive_order, proclamation, agency_guidance, presidential_memorandum, presidential_determination, presidential_notice. */
            instrument_type: string;
            /** @description One of in_force, superseded, repealed, enacted, unknown. */
            status: string;
            /** @description The upstream's own words for the status. Omitted from the trimmed (public) envelope. */
            status_detail?: string | null;
            /** @description null when the source does not say (presidential documents). */
            in_force: boolean | null;
            is_binding: boolean;
            jurisdiction: components["schemas"]["JurisdictionRef"];
            /** @description federal or state. */
            jurisdiction_level: string;
            effective_date: string | null;
            enacted_date: string | null;
            repealed_date: string | null;
            /** @description Federal Register publication date. Omitted from the trimmed (public) envelope. */
            published_date?: string | null;
            /** @description Executive-order or proclamation number. */
            document_number: number | null;
            /** @description US Code or CFR title number. Omitted from the trimmed (public) envelope. */
            code_title?: number | null;
            /** @description US Code or CFR title name. Omitted from the trimmed (public) envelope. */
            code_title_name?: string | null;
            /** @description US Code hierarchy path or CFR chapter. Omitted from the trimmed (public) envelope. */
            chapter?: string | null;
            /** @description CFR part. Omitted from the trimmed (public) envelope. */
            part?: string | null;
            /** @description CFR part heading. Omitted from the trimmed (public) envelope. */
            part_heading?: string | null;
            /** @description US Code headings above the section. Omitted from the trimmed (public) envelope. */
            hierarchy?: string | null;
            /** @description Issuing agency or signing office. Omitted from the trimmed (public) envelope. */
            agency?: string | null;
            /** @description Federal Register citation. Omitted from the trimmed (public) envelope. */
            fr_citation?: string | null;
            /** @description Federal Register document number. Omitted from the trimmed (public) envelope. */
            fr_document_number?: string | null;
            classification: {
                primary: {
                    branch: string;
                    subcategory: string;
                    /** @description The classification rule that made the assignment (lib/us-law/classification.yaml). */
                    rule: string;
                };
                secondary: {
                    branch: string;
                    subcategory: string;
                    /** @description The classification rule that made the assignment (lib/us-law/classification.yaml). */
                    rule: string;
                }[];
            };
            /** @description Provenance: never withheld. */
            official_url: string | null;
            /** @description Provenance: never withheld. */
            source_authority: string;
            /** @description Provenance: never withheld. */
            full_text_url: string | null;
            /** @description Provenance: never withheld. Null: we never hash text we did not read. */
            full_text_sha256: string | null;
            /** @description The upstream edition held. Omitted from the trimmed (public) envelope. */
            edition?: string;
            /** @description Provenance (never withheld): when an import read the upstream row. */
            retrieved_at: string;
            /** @description Provenance (never withheld): when an import last re-read and found it. */
            last_verified_at: string;
            /** @description When the record was first imported. Omitted from the trimmed (public) envelope. */
            first_seen_at?: string;
            /** @description Last observed content change. Omitted from the trimmed (public) envelope. */
            updated_at?: string;
            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
            attribution: string;
            /** @description ts_rank_cd of a full-text match; null on the other strategies. */
            rank: number | null;
        };
        UsLawSearchMeta: {
            total: number;
            count: number;
            limit: number;
            offset: number;
            gated?: string[];
            /** @description How to lift what was gated. */
            upgrade?: string | null;
            notice?: string;
            disclaimer?: string;
            /** @enum {string} */
            fields: "full" | "trimmed";
            sort: string;
            /** @enum {string} */
            order?: "asc" | "desc";
            /** @description true when scarce-type records matching the query were withheld beyond a sample. */
            sampled: boolean;
            /** @constant */
            sampled_reason?: "scarce_instrument_type";
            /** @description Scarce-type records served at most (the most recently enacted matching ones). */
            sample_size?: number;
            /** @description The true number of matching scarce-type records. */
            scarce_matching?: number;
            scarce_types?: string[];
            record_budget?: components["schemas"]["UsLawRecordBudget"];
            /** @enum {string} */
            strategy: "document_number" | "full_text" | "citation_substring";
            /** @description false: meta.total is exact. true: more matched than the counting bound (sort=relevance: 10,000; other sorts: 500) and meta.total is the query planner's estimate, never below the number seen. */
            total_estimated: boolean;
            /** @description Present when sort=relevance matched more than 10,000 records: only this many candidates were ranked (for two or more words the title-phrase matches first, then others in the order found; not the best of every match), and pages end there. */
            ranked_candidates?: number;
        };
        UsLawChange: {
            field: string;
            /** @description The previous value (JSON). */
            from: unknown;
            /** @description The new value (JSON). */
            to: unknown;
            observed_at: string;
            /** Format: uuid */
            run_id: string;
        };
        UsLawCompareRow: {
            jurisdiction: components["schemas"]["JurisdictionRef"];
            jurisdiction_level: string;
            records: number;
            records_primary: number;
            in_force: number;
            by_instrument_type: {
                [key: string]: number;
            };
            latest_effective_date: string | null;
            latest_enacted_date: string | null;
            last_verified_at: string;
        };
        UsLawExportManifest: {
            manifest_id: string;
            /** @enum {string} */
            format: "ndjson" | "csv" | "json";
            /** @enum {string} */
            fields: "full" | "basic";
            /** @description The filters as applied (lists sorted and de-duplicated). */
            filters: {
                jurisdiction?: string[];
                instrument_type?: string[];
                branch?: string;
                domain?: string;
                in_force?: boolean;
            };
            /** @description Exact number of records the parts return, together. */
            row_count: number;
            /** @description Records charged to this key's record budget if every part is downloaded once. */
            record_cost: number;
            /** @description Rows per part (10,000); the last part holds the rest. */
            part_size: number;
            part_count: number;
            snapshot: {
                /** @description The pin: start of the latest committed import run at planning; null when no corpus is loaded. */
                as_of: string | null;
                description: string;
            };
            /** @description When every part URL stops working (15 minutes after planning). */
            expires_at: string;
            parts: {
                index: number;
                rows: number;
                /** @description Signed download URL; carries no API key. */
                url: string;
                expires_at: string;
            }[];
            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
            attribution: string;
        };
        /** @description A fields=full export row; every row carries its attribution. */
        UsLawExportRecord: {
            /**
             * Format: uuid
             * @description Opaque, stable key (v5 UUID of jurisdiction + normalised citation).
             */
            record_uid: string;
            title: string;
            short_title: string | null;
            citation: string;
            /** @description Section number, CFR section, 'EO 14110', 'Proclamation 9984', or the AI-law identifier. */
            identifier: string | null;
            /** @description One of statute, regulation, constitution, executive_order, proclamation, agency_guidance, presidential_memorandum, presidential_determination, presidential_notice. */
            instrument_type: string;
            /** @description One of in_force, superseded, repealed, enacted, unknown. */
            status: string;
            /** @description The upstream's own words for the status. Omitted from the trimmed (public) envelope. */
            status_detail: string | null;
            /** @description null when the source does not say (presidential documents). */
            in_force: boolean | null;
            is_binding: boolean;
            jurisdiction: components["schemas"]["JurisdictionRef"];
            /** @description federal or state. */
            jurisdiction_level: string;
            effective_date: string | null;
            enacted_date: string | null;
            repealed_date: string | null;
            /** @description Federal Register publication date. Omitted from the trimmed (public) envelope. */
            published_date: string | null;
            /** @description Executive-order or proclamation number. */
            document_number: number | null;
            /** @description US Code or CFR title number. Omitted from the trimmed (public) envelope. */
            code_title: number | null;
            /** @description US Code or CFR title name. Omitted from the trimmed (public) envelope. */
            code_title_name: string | null;
            /** @description US Code hierarchy path or CFR chapter. Omitted from the trimmed (public) envelope. */
            chapter: string | null;
            /** @description CFR part. Omitted from the trimmed (public) envelope. */
            part: string | null;
            /** @description CFR part heading. Omitted from the trimmed (public) envelope. */
            part_heading: string | null;
            /** @description US Code headings above the section. Omitted from the trimmed (public) envelope. */
            hierarchy: string | null;
            /** @description Issuing agency or signing office. Omitted from the trimmed (public) envelope. */
            agency: string | null;
            /** @description Federal Register citation. Omitted from the trimmed (public) envelope. */
            fr_citation: string | null;
            /** @description Federal Register document number. Omitted from the trimmed (public) envelope. */
            fr_document_number: string | null;
            classification: {
                primary: {
                    branch: string;
                    subcategory: string;
                };
                secondary: {
                    branch: string;
                    subcategory: string;
                }[];
            };
            /** @description Provenance: never withheld. */
            official_url: string | null;
            /** @description Provenance: never withheld. */
            source_authority: string;
            /** @description Provenance: never withheld. */
            full_text_url: string | null;
            /** @description Provenance: never withheld. Null: we never hash text we did not read. */
            full_text_sha256: string | null;
            /** @description The upstream edition held. Omitted from the trimmed (public) envelope. */
            edition: string;
            /** @description Provenance (never withheld): when an import read the upstream row. */
            retrieved_at: string;
            /** @description Provenance (never withheld): when an import last re-read and found it. */
            last_verified_at: string;
            /** @description When the record was first imported. Omitted from the trimmed (public) envelope. */
            first_seen_at: string;
            /** @description Last observed content change. Omitted from the trimmed (public) envelope. */
            updated_at: string;
            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
            attribution: string;
        };
        /** @description A fields=basic export row; every row carries its attribution. */
        UsLawExportBasicRecord: {
            /**
             * Format: uuid
             * @description Opaque, stable key (v5 UUID of jurisdiction + normalised citation).
             */
            record_uid: string;
            citation: string;
            title: string;
            /** @description One of statute, regulation, constitution, executive_order, proclamation, agency_guidance, presidential_memorandum, presidential_determination, presidential_notice. */
            instrument_type: string;
            /** @description One of in_force, superseded, repealed, enacted, unknown. */
            status: string;
            /** @description null when the source does not say (presidential documents). */
            in_force: boolean | null;
            /** @description The jurisdiction slug. */
            jurisdiction: string;
            /** @description federal or state. */
            jurisdiction_level: string;
            effective_date: string | null;
            primary_branch: string;
            primary_subcategory: string;
            /** @description Provenance: never withheld. */
            official_url: string | null;
            /** @description Provenance: never withheld. */
            source_authority: string;
            /** @description Provenance (never withheld): when an import read the upstream row. */
            retrieved_at: string;
            /** @description Provenance (never withheld): when an import last re-read and found it. */
            last_verified_at: string;
            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
            attribution: string;
        };
        WebhookPayload: {
            /**
             * @description law.created for change_kind insert, law.updated for update.
             * @enum {string}
             */
            event: "law.created" | "law.updated";
            /**
             * Format: uuid
             * @description The change (as in /changes): unique per change and the same on every attempt (= X-SVC-Event-Id). De-duplicate on it, per subscription (webhook_id) when one endpoint receives several.
             */
            event_id: string;
            /**
             * Format: uuid
             * @description Unique per delivery attempt (= X-SVC-Delivery): a retry carries a new one. Log it to trace an attempt; never de-duplicate on it.
             */
            delivery_id: string;
            /** Format: uuid */
            webhook_id: string;
            /** @enum {string} */
            change_kind: "insert" | "update";
            changed_fields: string[] | null;
            observed_at: string;
            record: components["schemas"]["Record"];
            attribution: string;
        };
        UsLawWebhookPayload: {
            /**
             * @description us_law.created for change_kind insert, us_law.updated for update.
             * @enum {string}
             */
            event: "us_law.created" | "us_law.updated";
            /**
             * Format: uuid
             * @description The change (as in /changes?entity=us_law_record): unique per change and the same on every attempt (= X-SVC-Event-Id). De-duplicate on it, per subscription (webhook_id).
             */
            event_id: string;
            /**
             * Format: uuid
             * @description Unique per delivery attempt (= X-SVC-Delivery): a retry carries a new one. Log it to trace an attempt; never de-duplicate on it.
             */
            delivery_id: string;
            /** Format: uuid */
            webhook_id: string;
            /** @enum {string} */
            change_kind: "insert" | "update";
            /** @description The record's fields that changed (as its history names them); null on insert. */
            changed_fields: string[] | null;
            /** @description The change's observed_at in /changes: order by it (retries may arrive out of order). */
            observed_at: string;
            /** @description The full record after the change, with its provenance and freshness stamps. */
            record: components["schemas"]["UsLawRecord"];
            attribution: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOpenApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAccuracy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Accuracy"];
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSources: {
        parameters: {
            query?: {
                /** @description us-law, laws, enforcement, disclosures, news; comma-separated. */
                group?: string;
                is_stale?: "0" | "1" | "true" | "false";
                is_enabled?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["SourceHealth"][];
                        meta: {
                            total: number;
                            count: number;
                            stale: number;
                            faulted: number;
                            notice: string;
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeyRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyIssuance"];
                };
            };
            /** @description `invalid_body`: The request body is not valid JSON or not an object. `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: The resource already exists (an active key for this email) or a per-key cap is reached. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createAuthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeyRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyIssuance"];
                };
            };
            /** @description `invalid_body`: The request body is not valid JSON or not an object. `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: The resource already exists (an active key for this email) or a per-key cap is reached. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["Account"];
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. `key_required`: This endpoint needs an API key (X-API-Key or Authorization: Bearer). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: {
                            key_prefix: string;
                            /** @constant */
                            revoked: true;
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. `key_required`: This endpoint needs an API key (X-API-Key or Authorization: Bearer). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listLaws: {
        parameters: {
            query?: {
                /** @description Filter by scope. */
                scope?: "state" | "federal" | "eu" | "global";
                /** @description Exact jurisdiction slug, e.g. colorado, federal, eu, japan. */
                jurisdiction?: string;
                /** @description Case-insensitive substring of the verbatim status. */
                status?: string;
                /** @description Only records whose source states they are (true) or are not (false) in force. */
                in_force?: "0" | "1" | "true" | "false";
                /** @description Records updated at or after this date-time. */
                updated_since?: string;
                order?: "asc" | "desc";
                /** @description Per tier (rows per page): Anonymous 5, Free 25, Developer and above 100. A larger `limit` is lowered to the tier's page size and named in `meta.gated`. */
                limit?: number;
                /** @description Per tier (deepest offset): Anonymous 100, Free 200, Developer 100,000, Pro 500,000, Business 5,000,000, Enterprise unbounded. A deeper `offset` returns no rows (never another page) and is named in `meta.gated`. */
                offset?: number;
                /** @description Case-insensitive substring over title and summary; also matches a record's alternate names ("ELVIS Act") and its identifier however it is spaced ("sb24205" finds SB24-205). A filter: for ranked, typo-tolerant search use /search or sort=relevance. */
                q?: string;
                /** @description relevance (with q) orders the q matches by the /search engine's rank, best first; without q it is updated_at. */
                sort?: "updated_at" | "record_date" | "title" | "relevance";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["Record"][];
                        meta: components["schemas"]["RecordListMeta"];
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    searchLaws: {
        parameters: {
            query: {
                /** @description Filter by scope. */
                scope?: "state" | "federal" | "eu" | "global";
                /** @description Exact jurisdiction slug, e.g. colorado, federal, eu, japan. */
                jurisdiction?: string;
                /** @description Case-insensitive substring of the verbatim status. */
                status?: string;
                /** @description Only records whose source states they are (true) or are not (false) in force. */
                in_force?: "0" | "1" | "true" | "false";
                /** @description Records updated at or after this date-time. */
                updated_since?: string;
                order?: "asc" | "desc";
                /** @description Per tier (rows per page): Anonymous 5, Free 25, Developer and above 100. A larger `limit` is lowered to the tier's page size and named in `meta.gated`. */
                limit?: number;
                /** @description Per tier (deepest offset): Anonymous 100, Free 200, Developer 100,000, Pro 500,000, Business 5,000,000, Enterprise unbounded. A deeper `offset` returns no rows (never another page) and is named in `meta.gated`. */
                offset?: number;
                /** @description Search words (web-search syntax: quoted phrases, -exclusion) or an identifier such as SB24-205. */
                q: string;
                sort?: "relevance" | "updated_at" | "record_date" | "title";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["SearchResult"][];
                        meta: components["schemas"]["SearchListMeta"];
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLaw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id (UUID). A value that names nothing — unknown or malformed — answers 404 not_found. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["Record"];
                        meta?: {
                            /** @enum {string} */
                            fields: "full" | "trimmed";
                            disclaimer: string;
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such record, bill, sector, webhook or path. A path parameter that names nothing answers 404, unknown or malformed alike (`param` names it when its form is wrong). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLawSources: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id (UUID). A value that names nothing — unknown or malformed — answers 404 not_found. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["RecordSources"];
                        meta?: {
                            gated?: string[];
                            withheld?: number;
                            upgrade?: string | null;
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such record, bill, sector, webhook or path. A path parameter that names nothing answers 404, unknown or malformed alike (`param` names it when its form is wrong). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLawCitations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id (UUID). A value that names nothing — unknown or malformed — answers 404 not_found. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["RecordCitations"];
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such record, bill, sector, webhook or path. A path parameter that names nothing answers 404, unknown or malformed alike (`param` names it when its form is wrong). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listJurisdictions: {
        parameters: {
            query?: {
                /** @description Only jurisdictions of this scope. */
                scope?: "state" | "federal" | "eu" | "global";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["JurisdictionIndexItem"][];
                        meta: {
                            count: number;
                            notice?: string;
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["CountryItem"][];
                        meta: {
                            count: number;
                            screened_without_ai_instrument: {
                                slug: string;
                                name: string;
                                abbr: string | null;
                                note: string;
                                source_url: string | null;
                                records_held: number;
                            }[];
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["JurisdictionIndexItem"][];
                        meta: {
                            count: number;
                            notice?: string;
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["Categories"];
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listBills: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["BillIndexItem"][];
                        meta: {
                            count: number;
                            disclaimer: string;
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBill: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A value that names nothing — unknown or malformed — answers 404 not_found. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["Bill"];
                        meta?: {
                            gated?: string[];
                            withheld?: number;
                            upgrade?: string | null;
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such record, bill, sector, webhook or path. A path parameter that names nothing answers 404, unknown or malformed alike (`param` names it when its form is wrong). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listNews: {
        parameters: {
            query?: {
                scope?: "state" | "federal" | "eu" | "global";
                /** @description Exact slug: a state, federal, eu, or a country. */
                jurisdiction?: string;
                /** @description Keyword substring over the headline, and over the excerpt for tiers that are shown excerpts (Developer and above); below, the headline only, so hidden text cannot be probed. */
                q?: string;
                /** @description Published on or after (YYYY-MM-DD). */
                from?: string;
                /** @description Alias of from. */
                since?: string;
                /** @description Published on or before (YYYY-MM-DD). */
                to?: string;
                /** @description Per tier (rows per page): Anonymous 5, Free 25, Developer and above 100. A larger `limit` is lowered to the tier's page size and named in `meta.gated`. */
                limit?: number;
                /** @description Per tier (deepest offset): Anonymous 100, Free 200, Developer 100,000, Pro 500,000, Business 5,000,000, Enterprise unbounded. A deeper `offset` returns no rows (never another page) and is named in `meta.gated`. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["NewsItem"][];
                        meta: {
                            total: number;
                            count: number;
                            limit: number;
                            offset: number;
                            tier: string;
                            window: {
                                tier: string;
                                recency_days: number | null;
                                floor: string | null;
                                clamped: boolean;
                            };
                            gated: string[];
                            upgrade: string | null;
                            notice?: string;
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listChanges: {
        parameters: {
            query?: {
                /** @description Only changes observed strictly after this date-time (a time without an offset is UTC). Pass the previous `meta.cursor`. Per tier (lookback): Developer 30 days, Pro 90 days, Business and above unbounded. An older `since` is raised to the window and `meta.window.clamped` is true. */
                since?: string;
                scope?: "state" | "federal" | "eu" | "global";
                /** @description Exact jurisdiction slug: a law's jurisdiction, or the jurisdiction itself for jurisdiction changes. */
                jurisdiction?: string;
                /** @description Which dataset. Default: law_record and jurisdiction (the AI-law dataset). us_law_record is opt-in: US-law records inserted or changed by a live sync (eCFR, US Code, Federal Register), with their field diffs; it needs the US-law licence and has the same tier gate and lookback window. */
                entity?: "law_record" | "jurisdiction" | "us_law_record";
                /** @description true drops metadata-only updates. */
                significant?: "0" | "1" | "true" | "false";
                /** @description By observed_at. Poll with asc: pages then follow each other without gaps. */
                order?: "asc" | "desc";
                /** @description Per tier (rows per page): Developer and above 100. A larger `limit` is lowered to the tier's page size and named in `meta.gated`. */
                limit?: number;
                /** @description Per tier (deepest offset): Developer 100,000, Pro 500,000, Business 5,000,000, Enterprise unbounded. A deeper `offset` returns no rows (never another page) and is named in `meta.gated`. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["Change"][];
                        meta: components["schemas"]["ChangesMeta"];
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. `tier_upgrade_required`: The caller's tier is below the one this operation needs; `required_tier` names it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFeed: {
        parameters: {
            query?: {
                /** @description Only changes observed strictly after this date-time (a time without an offset is UTC). Pass the previous `meta.cursor`. Per tier (lookback): Developer 30 days, Pro 90 days, Business and above unbounded. An older `since` is raised to the window and `meta.window.clamped` is true. */
                since?: string;
                scope?: "state" | "federal" | "eu" | "global";
                /** @description Exact jurisdiction slug: a law's jurisdiction, or the jurisdiction itself for jurisdiction changes. */
                jurisdiction?: string;
                /** @description Which dataset. Default: law_record and jurisdiction (the AI-law dataset). us_law_record is opt-in: US-law records inserted or changed by a live sync (eCFR, US Code, Federal Register), with their field diffs; it needs the US-law licence and has the same tier gate and lookback window. */
                entity?: "law_record" | "jurisdiction" | "us_law_record";
                /** @description Per tier (rows per page): Developer and above 100. A larger `limit` is lowered to the tier's page size and named in `meta.gated`. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["FeedItem"][];
                        meta: components["schemas"]["FeedMeta"];
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. `tier_upgrade_required`: The caller's tier is below the one this operation needs; `required_tier` names it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLawHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A value that names nothing — unknown or malformed — answers 404 not_found. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["LawHistory"];
                        meta?: components["schemas"]["LawHistoryMeta"];
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. `tier_upgrade_required`: The caller's tier is below the one this operation needs; `required_tier` names it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such record, bill, sector, webhook or path. A path parameter that names nothing answers 404, unknown or malformed alike (`param` names it when its form is wrong). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["Webhook"][];
                        meta: {
                            count: number;
                            /** @description Webhooks this key may hold. */
                            allowance: number | "unlimited";
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. `key_required`: This endpoint needs an API key (X-API-Key or Authorization: Bearer). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["WebhookWithSecret"];
                        meta?: {
                            notice?: string;
                        };
                    };
                };
            };
            /** @description `invalid_body`: The request body is not valid JSON or not an object. `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. `key_required`: This endpoint needs an API key (X-API-Key or Authorization: Bearer). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. `tier_upgrade_required`: The caller's tier is below the one this operation needs; `required_tier` names it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: The resource already exists (an active key for this email) or a per-key cap is reached. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook's id. A value that names nothing — unknown or malformed — answers 404 not_found. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["Webhook"];
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. `key_required`: This endpoint needs an API key (X-API-Key or Authorization: Bearer). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such record, bill, sector, webhook or path. A path parameter that names nothing answers 404, unknown or malformed alike (`param` names it when its form is wrong). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook's id. A value that names nothing — unknown or malformed — answers 404 not_found. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["WebhookDeleted"];
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. `key_required`: This endpoint needs an API key (X-API-Key or Authorization: Bearer). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such record, bill, sector, webhook or path. A path parameter that names nothing answers 404, unknown or malformed alike (`param` names it when its form is wrong). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Only deliveries in this status. */
                status?: "pending" | "failed" | "delivered" | "dead";
                /** @description Queued at or after this time. */
                since?: string;
                /** @description Queued at or before this time. */
                until?: string;
                limit?: number;
                /** @description `meta.next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The webhook's id. A value that names nothing — unknown or malformed — answers 404 not_found. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["WebhookDelivery"][];
                        meta: {
                            count: number;
                            limit: number;
                            has_more: boolean;
                            /** @description Pass as cursor for the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. `key_required`: This endpoint needs an API key (X-API-Key or Authorization: Bearer). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such record, bill, sector, webhook or path. A path parameter that names nothing answers 404, unknown or malformed alike (`param` names it when its form is wrong). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook's id. A value that names nothing — unknown or malformed — answers 404 not_found. */
                id: string;
                /** @description The delivery's id (a delivery-log entry's id), or the delivery_id (X-SVC-Delivery) of any of its attempts. A value that names nothing — unknown or malformed — answers 404 not_found. */
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["WebhookDelivery"];
                        meta?: {
                            queued: boolean;
                            note: string;
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. `key_required`: This endpoint needs an API key (X-API-Key or Authorization: Bearer). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such record, bill, sector, webhook or path. A path parameter that names nothing answers 404, unknown or malformed alike (`param` names it when its form is wrong). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: The resource already exists (an active key for this email) or a per-key cap is reached. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    replayWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook's id. A value that names nothing — unknown or malformed — answers 404 not_found. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookReplayRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["WebhookReplay"];
                    };
                };
            };
            /** @description `invalid_body`: The request body is not valid JSON or not an object. `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. `key_required`: This endpoint needs an API key (X-API-Key or Authorization: Bearer). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such record, bill, sector, webhook or path. A path parameter that names nothing answers 404, unknown or malformed alike (`param` names it when its form is wrong). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `conflict`: The resource already exists (an active key for this email) or a per-key cap is reached. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    enableWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook's id. A value that names nothing — unknown or malformed — answers 404 not_found. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEnableRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["Webhook"];
                        meta?: {
                            /** @description True when this request re-activated the webhook; false when it was active already. */
                            enabled: boolean;
                            /** @description Deliveries re-queued by replay. */
                            replayed: number;
                        };
                    };
                };
            };
            /** @description `invalid_body`: The request body is not valid JSON or not an object. `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. `key_required`: This endpoint needs an API key (X-API-Key or Authorization: Bearer). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such record, bill, sector, webhook or path. A path parameter that names nothing answers 404, unknown or malformed alike (`param` names it when its form is wrong). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSectors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["SectorIndexItem"][];
                        meta: {
                            count: number;
                            disclaimer: string;
                            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
                            attribution: string;
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSector: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A value that names nothing — unknown or malformed — answers 404 not_found. */
                sector: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["SectorDetail"];
                        meta?: {
                            preview: boolean;
                            /** @description The tier that unlocks the full answer (null when full). */
                            required_tier: string | null;
                            upgrade: string | null;
                            disclaimer: string;
                            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
                            attribution: string;
                            law_count: number;
                            obligation_count: number;
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such record, bill, sector, webhook or path. A path parameter that names nothing answers 404, unknown or malformed alike (`param` names it when its form is wrong). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listObligations: {
        parameters: {
            query?: {
                /** @description A US state (or city, territory) slug, 'federal', 'eu' or a covered country slug. */
                jurisdiction?: string;
                /** @description Sector slug (see /sectors); comma-separate several. */
                sector?: string;
                /** @description Comma-separated: hiring, customer, content, analytics, product, other. */
                use?: string;
                decision_impact?: "hiring_firing" | "credit_insurance" | "healthcare" | "housing" | "internal_only" | "not_sure";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["Obligation"][];
                        meta: {
                            tier: string;
                            total: number;
                            count: number;
                            no_law: {
                                jurisdiction: string;
                                note: string;
                                layer: string;
                            }[];
                            preview: boolean;
                            /** @description The tier that unlocks the full answer (null when full). */
                            required_tier: string | null;
                            upgrade: string | null;
                            disclaimer: string;
                            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
                            attribution: string;
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPenalties: {
        parameters: {
            query?: {
                /** @description A US state (or city, territory) slug, 'federal', 'eu' or a covered country slug. */
                jurisdiction?: string;
                /** @description Sector slug (see /sectors); comma-separate several. */
                sector?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["Penalty"][];
                        meta: {
                            tier: string;
                            total: number;
                            count: number;
                            sector_summary: {
                                sector: string;
                                penalty_structure: string | null;
                                enforcement_bodies: string[];
                            } | null;
                            preview: boolean;
                            /** @description The tier that unlocks the full answer (null when full). */
                            required_tier: string | null;
                            upgrade: string | null;
                            disclaimer: string;
                            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
                            attribution: string;
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    assess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssessRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["Assessment"];
                        meta?: {
                            preview: boolean;
                            /** @description The tier that unlocks the full answer (null when full). */
                            required_tier: string | null;
                            upgrade: string | null;
                            disclaimer: string;
                            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
                            attribution: string;
                            generated_at: string;
                        };
                    };
                };
            };
            /** @description `invalid_body`: The request body is not valid JSON or not an object. `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createReport: {
        parameters: {
            query?: {
                /** @description Same as the body's format; pdf streams the PDF. */
                format?: "json" | "pdf";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["Report"];
                        meta?: {
                            preview: boolean;
                            /** @description The tier that unlocks the full answer (null when full). */
                            required_tier: string | null;
                            upgrade: string | null;
                            disclaimer: string;
                            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
                            attribution: string;
                            generated_at: string;
                        };
                    };
                    "application/pdf": string;
                };
            };
            /** @description `invalid_body`: The request body is not valid JSON or not an object. `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. `key_required`: This endpoint needs an API key (X-API-Key or Authorization: Bearer). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payment_required`: A paid quota is exhausted (monthly reports). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDeadlines: {
        parameters: {
            query?: {
                scope?: "state" | "federal" | "eu" | "global";
                /** @description Exact jurisdiction slug. */
                jurisdiction?: string;
                /** @description Default true: only deadlines whose period has not ended. */
                upcoming?: "0" | "1" | "true" | "false";
                /** @description true includes past dates (same as upcoming=false). */
                all?: "0" | "1" | "true" | "false";
                format?: "json" | "ical" | "ics";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["DeadlineEntry"][];
                        meta: {
                            count: number;
                            /** @description Jurisdictions with a deadline text that has no explicit date (only counted). */
                            undated: number;
                            /** @description Effective-date texts left out because no source URL is held for them. */
                            without_source: number;
                            upcoming_only: boolean;
                            as_of: string;
                            generated_at: string;
                            ical: string;
                            upgrade: string | null;
                            /** @description Data by LexAtlas (CC BY 4.0) - {site_url} */
                            attribution: string;
                            disclaimer: string;
                        };
                    };
                    "text/calendar": string;
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEnforcementMatters: {
        parameters: {
            query?: {
                /** @description Jurisdiction slug(s), comma-separated (federal, a US state, a country, eu). */
                jurisdiction?: string;
                /** @description Jurisdiction level(s). Comma-separated codes of the jurisdiction_level vocabulary (GET /v1/enforcement/categories?kind=jurisdiction_level). */
                jurisdiction_level?: string;
                /** @description Forum type(s). Comma-separated codes of the forum_type vocabulary (GET /v1/enforcement/categories?kind=forum_type). */
                forum_type?: string;
                /** @description Matter status(es). Comma-separated codes of the matter_status vocabulary (GET /v1/enforcement/categories?kind=matter_status). */
                matter_status?: string;
                /** @description Matter type(s). Comma-separated codes of the matter_type vocabulary (GET /v1/enforcement/categories?kind=matter_type). */
                matter_type?: string;
                /** @description Verification level(s); every matter is single_source today. Comma-separated codes of the verification vocabulary (GET /v1/enforcement/categories?kind=verification). */
                verification?: string;
                /** @description Primary subject domain: US-law taxonomy subcategory id(s), comma-separated. */
                domain?: string;
                /** @description Agency code(s), comma-separated, case-insensitive (e.g. FTC,EEOC). A code that itself contains a comma cannot be matched: use q. */
                agency?: string;
                /** @description AI role(s). Several roles mean the matter carries ALL of them. Comma-separated codes of the ai_role vocabulary (GET /v1/enforcement/categories?kind=ai_role). */
                ai_role?: string;
                /** @description filed_date on or after (YYYY-MM-DD). filed_date is null on most matters, so a date filter excludes undated matters; meta.notice says how many. */
                date_from?: string;
                /** @description filed_date on or before (YYYY-MM-DD); excludes undated matters. */
                date_to?: string;
                /** @description Case-insensitive substring over caption, summary and agency code. */
                q?: string;
                /** @description Source tier, comma-separated: A (primary source read), B (secondary sources only). Matters recorded before 2026-08-22 carry no tier and match neither. */
                tier?: string;
                /** @description Sort column; nulls last in either order; ties broken by matter_uid. */
                sort?: "filed_date" | "decided_date" | "first_seen_at" | "last_verified_at" | "closed_date";
                order?: "asc" | "desc";
                /** @description Per tier (rows per page): Anonymous 5, Free 25, Developer and above 100. A larger `limit` is lowered to the tier's page size and named in `meta.gated`. */
                limit?: number;
                /** @description Per tier (deepest offset): Anonymous 100, Free 200, Developer 100,000, Pro 500,000, Business 5,000,000, Enterprise unbounded. A deeper `offset` returns no rows (never another page) and is named in `meta.gated`. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["EnforcementMatter"][];
                        meta: {
                            total: number;
                            count: number;
                            limit: number;
                            offset: number;
                            gated?: string[];
                            /** @description How to lift what was gated. */
                            upgrade?: string | null;
                            notice?: string;
                            disclaimer?: string;
                            sort: string;
                            order: string;
                            registry: {
                                /** @description Matters matching the query that were hidden (duplicates, untranslated captions, not publish-ready). */
                                withheld_not_publish_ready: number;
                                /** @description True when the key holds the registry_raw licence (nothing withheld). */
                                raw_licence: boolean;
                            };
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEnforcementMatter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A value that names nothing — unknown or malformed — answers 404 not_found. */
                matter_uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["EnforcementMatterDetail"];
                        meta?: {
                            /** @enum {string} */
                            chains: "full" | "sample";
                            sample_rows: number | null;
                            gated?: string[];
                            /** @description How to lift what was gated. */
                            upgrade?: string | null;
                            disclaimer: string;
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such record, bill, sector, webhook or path. A path parameter that names nothing answers 404, unknown or malformed alike (`param` names it when its form is wrong). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEnforcementSources: {
        parameters: {
            query?: {
                /** @description Jurisdiction level(s). Comma-separated codes of the jurisdiction_level vocabulary (GET /v1/enforcement/categories?kind=jurisdiction_level). */
                jurisdiction_level?: string;
                is_enabled?: "0" | "1" | "true" | "false";
                /** @description true = not read within its own max_silence_hours. */
                is_stale?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["EnforcementMonitoredSource"][];
                        meta: {
                            total: number;
                            count: number;
                            stale: number;
                            notice: string;
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEnforcementCategories: {
        parameters: {
            query?: {
                /** @description One vocabulary. */
                kind?: "matter_type" | "matter_status" | "forum_type" | "party_role" | "party_kind" | "relief_type" | "event_type" | "ai_role" | "law_relation" | "verification" | "jurisdiction_level" | "pii_class" | "redaction_policy";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["EnforcementVocabulary"][];
                        meta: {
                            count: number;
                            kinds: string[];
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEnforcementCoverage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["EnforcementCoverage"];
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEnforcement: {
        parameters: {
            query?: {
                scope?: "state" | "federal" | "eu" | "global";
                /** @description Exact jurisdiction slug. */
                jurisdiction?: string;
                /** @description Substring over title and summary. */
                q?: string;
                /** @description Substring of the acting agency. */
                agency?: string;
                /** @description Default both. */
                change_type?: "enforcement" | "litigation";
                /** @description Item date on or after (YYYY-MM-DD, UTC). */
                date_from?: string;
                /** @description Item date on or before (YYYY-MM-DD, UTC). */
                date_to?: string;
                /** @description Per tier (rows per page): Enterprise 100. A larger `limit` is lowered to the tier's page size and named in `meta.gated`. */
                limit?: number;
                /** @description Per tier (deepest offset): Enterprise unbounded. A deeper `offset` returns no rows (never another page) and is named in `meta.gated`. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["EnforcementItem"][];
                        meta: {
                            total: number;
                            count: number;
                            limit: number;
                            offset: number;
                            tier: string;
                            gated: string[];
                            upgrade: string | null;
                            notice?: string;
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. `tier_upgrade_required`: The caller's tier is below the one this operation needs; `required_tier` names it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsLawTaxonomy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["UsLawBranch"][];
                        meta: {
                            count: number;
                            subcategory_count: number;
                            health: components["schemas"]["UsLawTaxonomyHealth"];
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listUsLawJurisdictions: {
        parameters: {
            query?: {
                /** @description Only federal or only state jurisdictions. */
                jurisdiction_level?: "federal" | "state";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["UsLawJurisdiction"][];
                        meta: {
                            count: number;
                            notice: string;
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEuAiActProvisions: {
        parameters: {
            query?: {
                /** @description Only rows of this kind. */
                provision_type?: "paragraph" | "article_body" | "recital" | "annex";
                /** @description Only the rows of this article (its article_body and paragraphs). */
                article_number?: number;
                /** @description CELEX number of the regulation; default 32024R1689 (the EU AI Act). An unknown one answers an empty list with meta.notice. */
                celex?: string;
                /** @description Full-text search over the provision text and title (web-search syntax: quoted phrases, OR, -exclusion). */
                q?: string;
                /** @description anchor_id (default, also with q: the regulation's order) or relevance (best full-text match first; needs q). */
                sort?: "anchor_id" | "relevance";
                /** @description Per tier (rows per page): Anonymous 5, Free 25, Developer and above 100. A larger `limit` is lowered to the tier's page size and named in `meta.gated`. */
                limit?: number;
                /** @description Per tier (deepest offset): Anonymous 100, Free 200, Developer 100,000, Pro 500,000, Business 5,000,000, Enterprise unbounded. A deeper `offset` returns no rows (never another page) and is named in `meta.gated`. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["EuAiActProvision"][];
                        meta: components["schemas"]["EuAiActProvisionListMeta"];
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDisclosures: {
        parameters: {
            query?: {
                /** @description Full-text search over heading and text (web-search syntax). */
                q?: string;
                /** @description Case-insensitive substring of the company name. */
                company?: string;
                /** @description SEC CIK, digits only; leading zeros are ignored. */
                cik?: string;
                /** @description Form type, exact and case-insensitive (10-K does not match 10-K/A). */
                form?: string;
                /** @description Filed on or after (YYYY-MM-DD). */
                date_from?: string;
                /** @description Filed on or before (YYYY-MM-DD). */
                date_to?: string;
                /** @description Per tier (rows per page): Enterprise 100. A larger `limit` is lowered to the tier's page size and named in `meta.gated`. */
                limit?: number;
                /** @description Per tier (deepest offset): Enterprise unbounded. A deeper `offset` returns no rows (never another page) and is named in `meta.gated`. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["Disclosure"][];
                        meta: components["schemas"]["DisclosureListMeta"];
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. `tier_upgrade_required`: The caller's tier is below the one this operation needs; `required_tier` names it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listUsLaw: {
        parameters: {
            query?: {
                /** @description PRIMARY branch id (GET /us-law/taxonomy). */
                branch?: string;
                /** @description Branch id matched against any assignment, primary or secondary. */
                branch_any?: string;
                /** @description Subcategory id, any assignment. */
                domain?: string;
                /** @description Subcategory id, primary assignment only. */
                domain_primary?: string;
                /** @description Jurisdiction slug; comma-separated for several (`GET /us-law/jurisdictions`). */
                jurisdiction?: string;
                /** @description federal and/or state, comma-separated. */
                jurisdiction_level?: string;
                /** @description Comma-separated. Scarce types (`executive_order`, `proclamation`, `agency_guidance`, `presidential_memorandum`, `presidential_determination`, `presidential_notice`) are a sample below Business, also when listed with a common type. */
                instrument_type?: string;
                /** @description Comma-separated. */
                status?: string;
                /** @description true: operative law only; false: only records whose source says they are not in force. Records whose source does not say (in_force null) match neither. */
                in_force?: "0" | "1" | "true" | "false";
                /** @description false selects the guidance-type corpus. */
                is_binding?: "0" | "1" | "true" | "false";
                /** @description Inclusive lower bound on effective_date. */
                effective_from?: string;
                /** @description Inclusive upper bound on effective_date. */
                effective_to?: string;
                /** @description Inclusive lower bound on enacted_date. */
                enacted_from?: string;
                /** @description Inclusive upper bound on enacted_date. */
                enacted_to?: string;
                /** @description Inclusive lower bound on repealed_date. */
                repealed_from?: string;
                /** @description Inclusive upper bound on repealed_date. */
                repealed_to?: string;
                /** @description Records an import read at or after this time (ISO 8601 date or date-time; a date means its UTC midnight). A freshness stamp, not a claim that the law changed. */
                retrieved_since?: string;
                /** @description Records an import re-verified at or after this time (same format). A freshness stamp, not a claim that the law changed. */
                verified_since?: string;
                /** @description Exact citation, case-insensitive; '42 USC 1983', '42 u.s.c. §1983' and '42 U.S.C. § 1983' are the same. */
                citation?: string;
                /** @description Citation starts with (normalised the same way), e.g. '1 U.S.C.' or '1 CFR 1.'. */
                citation_prefix?: string;
                /** @description Exact identifier, e.g. 'EO 14110' or '106a'. */
                identifier?: string;
                /** @description Batch fetch: up to 100 record_uids, comma-separated (still paged by limit). */
                record_uid?: string;
                /** @description Default: desc for dates and stamps, asc for title and citation. */
                order?: "asc" | "desc";
                /** @description Per tier (rows per page): Anonymous 5, Free 25, Developer and above 100. A larger `limit` is lowered to the tier's page size and named in `meta.gated`. */
                limit?: number;
                /** @description Per tier (deepest offset): Anonymous 100, Free 200, Developer 100,000, Pro 500,000, Business 5,000,000, Enterprise unbounded. A deeper `offset` returns no rows (never another page) and is named in `meta.gated`. */
                offset?: number;
                /** @description Case-insensitive substring of title, short title or citation. */
                q?: string;
                sort?: "effective_date" | "enacted_date" | "repealed_date" | "retrieved_at" | "last_verified_at" | "title" | "citation";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["UsLawRecord"][];
                        meta: components["schemas"]["UsLawListMeta"];
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. `record_budget_exceeded`: A US-law record-budget window cannot serve the request: `window` names it (day or rolling_30_days), `retry_after` is its reset, `records_available` what a smaller request may take now. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    searchUsLaw: {
        parameters: {
            query: {
                /** @description PRIMARY branch id (GET /us-law/taxonomy). */
                branch?: string;
                /** @description Branch id matched against any assignment, primary or secondary. */
                branch_any?: string;
                /** @description Subcategory id, any assignment. */
                domain?: string;
                /** @description Subcategory id, primary assignment only. */
                domain_primary?: string;
                /** @description Jurisdiction slug; comma-separated for several (`GET /us-law/jurisdictions`). */
                jurisdiction?: string;
                /** @description federal and/or state, comma-separated. */
                jurisdiction_level?: string;
                /** @description Comma-separated. Scarce types (`executive_order`, `proclamation`, `agency_guidance`, `presidential_memorandum`, `presidential_determination`, `presidential_notice`) are a sample below Business, also when listed with a common type. */
                instrument_type?: string;
                /** @description Comma-separated. */
                status?: string;
                /** @description true: operative law only; false: only records whose source says they are not in force. Records whose source does not say (in_force null) match neither. */
                in_force?: "0" | "1" | "true" | "false";
                /** @description false selects the guidance-type corpus. */
                is_binding?: "0" | "1" | "true" | "false";
                /** @description Inclusive lower bound on effective_date. */
                effective_from?: string;
                /** @description Inclusive upper bound on effective_date. */
                effective_to?: string;
                /** @description Inclusive lower bound on enacted_date. */
                enacted_from?: string;
                /** @description Inclusive upper bound on enacted_date. */
                enacted_to?: string;
                /** @description Inclusive lower bound on repealed_date. */
                repealed_from?: string;
                /** @description Inclusive upper bound on repealed_date. */
                repealed_to?: string;
                /** @description Records an import read at or after this time (ISO 8601 date or date-time; a date means its UTC midnight). A freshness stamp, not a claim that the law changed. */
                retrieved_since?: string;
                /** @description Records an import re-verified at or after this time (same format). A freshness stamp, not a claim that the law changed. */
                verified_since?: string;
                /** @description Exact citation, case-insensitive; '42 USC 1983', '42 u.s.c. §1983' and '42 U.S.C. § 1983' are the same. */
                citation?: string;
                /** @description Citation starts with (normalised the same way), e.g. '1 U.S.C.' or '1 CFR 1.'. */
                citation_prefix?: string;
                /** @description Exact identifier, e.g. 'EO 14110' or '106a'. */
                identifier?: string;
                /** @description Batch fetch: up to 100 record_uids, comma-separated (still paged by limit). */
                record_uid?: string;
                /** @description Default: desc for dates and stamps, asc for title and citation. */
                order?: "asc" | "desc";
                /** @description Per tier (rows per page): Anonymous 5, Free 25, Developer and above 100. A larger `limit` is lowered to the tier's page size and named in `meta.gated`. */
                limit?: number;
                /** @description Per tier (deepest offset): Anonymous 100, Free 200, Developer 100,000, Pro 500,000, Business 5,000,000, Enterprise unbounded. A deeper `offset` returns no rows (never another page) and is named in `meta.gated`. */
                offset?: number;
                /** @description Web-search syntax, a citation, or a presidential document number. */
                q: string;
                sort?: "relevance" | "effective_date" | "enacted_date" | "title";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["UsLawSearchResult"][];
                        meta: components["schemas"]["UsLawSearchMeta"];
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. `record_budget_exceeded`: A US-law record-budget window cannot serve the request: `window` names it (day or rolling_30_days), `retry_after` is its reset, `records_available` what a smaller request may take now. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsLawRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's record_uid. A value that names nothing — unknown or malformed — answers 404 not_found. */
                record_uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["UsLawRecord"];
                        meta?: {
                            /** @enum {string} */
                            fields: "full" | "trimmed";
                            gated?: string[];
                            upgrade?: string | null;
                            disclaimer: string;
                            record_budget?: components["schemas"]["UsLawRecordBudget"];
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such record, bill, sector, webhook or path. A path parameter that names nothing answers 404, unknown or malformed alike (`param` names it when its form is wrong). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. `record_budget_exceeded`: A US-law record-budget window cannot serve the request: `window` names it (day or rolling_30_days), `retry_after` is its reset, `records_available` what a smaller request may take now. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsLawRecordHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's record_uid. A value that names nothing — unknown or malformed — answers 404 not_found. */
                record_uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["UsLawChange"][];
                        meta: {
                            record_uid: string;
                            total: number;
                            count: number;
                            sampled: boolean;
                            sample_size?: number;
                            /**
                             * @description The date record-level capture began (SPEC 9.3); no backfill before it.
                             * @constant
                             */
                            capture_started_at: "2026-08-20";
                            /** @description When this deployment's first US-law import run began; null before any import. */
                            deployment_capture_started_at: string | null;
                            first_seen_at: string | null;
                            notice: string;
                            gated?: string[];
                            upgrade?: string | null;
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such record, bill, sector, webhook or path. A path parameter that names nothing answers 404, unknown or malformed alike (`param` names it when its form is wrong). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    compareUsLaw: {
        parameters: {
            query?: {
                /** @description Branch id (any assignment). Exactly one of branch and domain. */
                branch?: string;
                /** @description Subcategory id (any assignment). Exactly one of branch and domain. */
                domain?: string;
                jurisdiction_level?: "federal" | "state";
                /** @description Count only records in force. */
                in_force_only?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["UsLawCompareRow"][];
                        meta: {
                            compared_by: {
                                branch?: string;
                                domain?: string;
                            };
                            count: number;
                            sampled: boolean;
                            sample_size?: number;
                            totals: {
                                jurisdictions: number;
                                records: number;
                                records_primary: number;
                                in_force: number;
                            };
                            gated?: string[];
                            upgrade?: string | null;
                            notice: string;
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listUsLawOpinions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `corpus_retired`: A retired contract (the US court-opinion endpoints). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsLawOpinion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The former opinion cluster id (any value answers 410). */
                cluster_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `corpus_retired`: A retired contract (the US court-opinion endpoints). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listUsLawCourts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `corpus_retired`: A retired contract (the US court-opinion endpoints). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    planUsLawExport: {
        parameters: {
            query?: {
                format?: "ndjson" | "csv" | "json";
                /** @description full (default) or basic; basic only narrows what the licence allows. */
                fields?: "full" | "basic";
                /** @description Jurisdiction slug; comma-separated for several (`GET /us-law/jurisdictions`). */
                jurisdiction?: string;
                /** @description statute, regulation, executive_order, proclamation…; comma-separated. */
                instrument_type?: string;
                /** @description PRIMARY branch id from /us-law/taxonomy. */
                branch?: string;
                /** @description Subcategory id, any assignment (primary or secondary). */
                domain?: string;
                /** @description true: operative law only; false: only non-operative. Records whose source does not say match neither. */
                in_force?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        api_version: "v1";
                        data: components["schemas"]["UsLawExportManifest"];
                        meta?: {
                            /** @constant */
                            charged: 0;
                            record_budget: {
                                /** @constant */
                                unit: "record";
                                day: {
                                    used: number;
                                    limit: number | null;
                                    remaining: number | null;
                                };
                                rolling_30_days: {
                                    used: number;
                                    limit: number | null;
                                    remaining: number | null;
                                };
                                fits: boolean;
                            };
                            notice: string;
                        };
                    };
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. `tier_upgrade_required`: The caller's tier is below the one this operation needs; `required_tier` names it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadUsLawExport: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["UsLawExportRecord"] | components["schemas"]["UsLawExportBasicRecord"])[];
                    "application/x-ndjson": string;
                    "text/csv": string;
                };
            };
            /** @description `invalid_parameter`: A query or body parameter is missing or invalid; `param` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_key`: The API key is malformed, fails its checksum, or is unknown. Never served as anonymous. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `key_revoked`: The API key was revoked. Revocation is irreversible. `tier_upgrade_required`: The caller's tier is below the one this operation needs; `required_tier` names it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such record, bill, sector, webhook or path. A path parameter that names nothing answers 404, unknown or malformed alike (`param` names it when its form is wrong). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests in the current window; wait Retry-After seconds. `record_budget_exceeded`: A US-law record-budget window cannot serve the request: `window` names it (day or rolling_30_days), `retry_after` is its reset, `records_available` what a smaller request may take now. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected failure. The body carries a request id; no internals. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unavailable`: A backend (database, key store, webhook scheduler) is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
