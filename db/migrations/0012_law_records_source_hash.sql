-- Ingest re-read: the fingerprint of the source row ingest last wrote or verified a record from
-- (lawSourceHash in lib/ingest/normalize.ts). A re-read matches (key, fingerprint) and marks those records checked
-- without validating or comparing them. Existing records start with NULL: their next re-read compares them as before
-- and sets it.
ALTER TABLE "law_records" ADD COLUMN "source_hash" text;--> statement-breakpoint
-- The fingerprint vouches for the compared columns only as ingest wrote them: any write to one of them that does not
-- set a new fingerprint (a manual fix, a script, the jurisdiction re-index's no-op update) clears it, so that record
-- is validated and compared again on the next re-read. Ingest's checked_at(+fingerprint)-only updates do not name a
-- compared column and never fire this.
CREATE FUNCTION "law_records_source_hash_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.source_hash := NULL;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "law_records_source_hash"
  BEFORE UPDATE OF key, scope, jurisdiction_slug, identifier, title, record_type, status, in_force, record_date, summary,
    source, official_url, alternate_names, source_links, effective_text ON "law_records"
  FOR EACH ROW WHEN (NEW.source_hash IS NOT DISTINCT FROM OLD.source_hash)
  EXECUTE FUNCTION "law_records_source_hash_clear"();
