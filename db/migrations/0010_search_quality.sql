-- Search quality: the law search document is kept by a trigger instead of a generated column, because it
-- now draws on the jurisdiction's name and abbreviation (another table) and on identifier spellings computed here.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "law_records" ALTER COLUMN "search_vector" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "law_records" ADD COLUMN "identifier_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "law_records" ADD COLUMN "search_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The spellings people type for an identifier, as letters and digits only (the query side compacts the same way):
-- the whole identifier and the record key's short form without parentheticals ("HB 149 (89R)" -> hb149), every
-- letters+number pair in them ("S6953B / A6453B" -> s6953b, s6953, a6453b, a6453), the year-less form of Colorado-style
-- numbers ("SB24-205" -> sb24205, sb205), "EO 14110" -> executiveorder14110, and numbers of 3+ digits alone.
CREATE FUNCTION "law_identifier_keys"(identifier text, record_key text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  src text;
  core text;
  m text[];
  keys text[] := '{}';
BEGIN
  FOREACH src IN ARRAY ARRAY[coalesce(identifier, ''), coalesce(substring(record_key from position(':' in record_key) + 1), '')] LOOP
    core := lower(regexp_replace(src, '\([^)]*\)', ' ', 'g'));
    IF core ~ '[0-9]' THEN
      keys := keys || regexp_replace(core, '[^a-z0-9]', '', 'g');
    END IF;
    FOR m IN SELECT regexp_matches(core, '([a-z]+)[\s.]*([0-9]+)(?:-([0-9]+))?([a-z]?)(?![a-z0-9])', 'g') LOOP
      CONTINUE WHEN m[1] IN ('of', 'no', 'c', 'p', 'l');
      IF m[3] IS NOT NULL THEN
        keys := keys || (m[1] || m[2] || m[3] || m[4]) || (m[1] || m[3] || m[4]) || (m[1] || m[3]);
      ELSE
        keys := keys || (m[1] || m[2] || m[4]) || (m[1] || m[2]);
        IF length(m[2]) >= 3 THEN keys := keys || m[2]; END IF;
      END IF;
      IF m[1] = 'eo' THEN keys := keys || ('executiveorder' || m[2]); END IF;
    END LOOP;
  END LOOP;
  RETURN ARRAY(SELECT DISTINCT k FROM unnest(keys) AS k WHERE length(k) >= 2 ORDER BY k);
END;
$$;--> statement-breakpoint
-- Weight A: title, alternate names, identifier (as written, spaced into parts, and its compact spellings);
-- B: jurisdiction name, abbreviation and slug, record type; C: summary. Each in 'english' (stemmed: "elections"
-- finds "election") and 'simple' (verbatim: bill numbers, abbreviations, names the stemmer would mangle).
CREATE FUNCTION "law_records_search_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  j_name text;
  j_abbr text;
  a_text text;
  b_text text;
  c_text text;
BEGIN
  SELECT name, abbr INTO j_name, j_abbr FROM jurisdictions WHERE slug = NEW.jurisdiction_slug;
  NEW.identifier_keys := law_identifier_keys(NEW.identifier, NEW.key);
  NEW.search_names := ARRAY(
    SELECT DISTINCT lower(n) FROM unnest(array_prepend(NEW.title, NEW.alternate_names)) AS n WHERE coalesce(n, '') <> ''
  );
  a_text := concat_ws(' ', NEW.title, array_to_string(NEW.alternate_names, ' '), NEW.identifier,
    regexp_replace(coalesce(NEW.identifier, ''), '([a-zA-Z])([0-9])|([0-9])[-/.]([0-9])', '\1\3 \2\4', 'g'),
    array_to_string(NEW.identifier_keys, ' '));
  b_text := concat_ws(' ', j_name, j_abbr, replace(NEW.jurisdiction_slug, '-', ' '), replace(NEW.record_type, '_', ' '));
  c_text := coalesce(NEW.summary, '');
  NEW.search_vector :=
    setweight(to_tsvector('english', a_text), 'A') || setweight(to_tsvector('simple', a_text), 'A')
    || setweight(to_tsvector('english', b_text), 'B') || setweight(to_tsvector('simple', b_text), 'B')
    || setweight(to_tsvector('english', c_text), 'C') || setweight(to_tsvector('simple', c_text), 'C');
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- Only writes naming a searched column re-index: the ingest's checked_at-only touch of unchanged rows stays cheap.
CREATE TRIGGER "law_records_search"
  BEFORE INSERT OR UPDATE OF title, identifier, summary, alternate_names, record_type, jurisdiction_slug, key ON "law_records"
  FOR EACH ROW EXECUTE FUNCTION "law_records_search_refresh"();--> statement-breakpoint
-- A renamed jurisdiction re-indexes its records (the no-op update fires the trigger above).
CREATE FUNCTION "jurisdictions_search_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE law_records SET jurisdiction_slug = jurisdiction_slug WHERE jurisdiction_slug = NEW.slug;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "jurisdictions_search" AFTER UPDATE OF name, abbr ON "jurisdictions"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.abbr IS DISTINCT FROM NEW.abbr)
  EXECUTE FUNCTION "jurisdictions_search_refresh"();--> statement-breakpoint
UPDATE "law_records" SET "jurisdiction_slug" = "jurisdiction_slug";
