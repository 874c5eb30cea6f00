ALTER TABLE "us_law_source_runs" ADD COLUMN "sync_run_id" uuid;--> statement-breakpoint
-- Runs a live sync wrote before this column existed name their sync run at the end of their origin.
UPDATE "us_law_source_runs" SET "sync_run_id" = substring("origin" from '\(sync run ([0-9a-f-]{36})\)$')::uuid
WHERE "origin" ~ '\(sync run [0-9a-f-]{36}\)$';
