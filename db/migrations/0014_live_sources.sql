CREATE TABLE "source_drafts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"target" text NOT NULL,
	"target_key" text,
	"item_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"summary" text NOT NULL,
	"proposed" jsonb NOT NULL,
	"evidence" jsonb NOT NULL,
	"upstream_url" text,
	"run_id" uuid,
	"created_at" timestamp (6) with time zone NOT NULL,
	"reviewed_at" timestamp (6) with time zone
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp (6) with time zone NOT NULL,
	"finished_at" timestamp (6) with time zone,
	"outcome" text NOT NULL,
	"resumed_from" uuid,
	"batches" integer DEFAULT 0 NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"items_seen" integer DEFAULT 0 NOT NULL,
	"items_added" integer DEFAULT 0 NOT NULL,
	"items_changed" integer DEFAULT 0 NOT NULL,
	"items_unchanged" integer DEFAULT 0 NOT NULL,
	"fault_code" text,
	"fault_detail" text
);
--> statement-breakpoint
CREATE TABLE "sync_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"last_attempt_at" timestamp (6) with time zone,
	"last_success_at" timestamp (6) with time zone,
	"last_fault_code" text,
	"last_fault_at" timestamp (6) with time zone,
	"last_fault_detail" text,
	"items_seen_last_run" integer,
	"cursor" jsonb,
	"checkpoint" jsonb,
	"validators" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lease_run_id" uuid,
	"lease_holder" text,
	"lease_until" timestamp (6) with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "source_drafts_item" ON "source_drafts" USING btree ("source","item_key");--> statement-breakpoint
CREATE INDEX "source_drafts_status" ON "source_drafts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sync_runs_source" ON "sync_runs" USING btree ("source","started_at");--> statement-breakpoint
-- The monitored sources' read state moves to sync_sources (id "enforcement/<id>"), kept as it was.
INSERT INTO "sync_sources" ("id", "last_attempt_at", "last_success_at", "last_fault_code", "last_fault_at", "last_fault_detail", "items_seen_last_run")
SELECT 'enforcement/' || "id", "last_attempt_at", "last_success_at", "last_fault_reason_code", "last_fault_at", "last_fault_detail", "items_seen_last_read"
FROM "enforcement_monitored_sources" WHERE "last_attempt_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "enforcement_monitored_sources" DROP COLUMN "last_attempt_at";--> statement-breakpoint
ALTER TABLE "enforcement_monitored_sources" DROP COLUMN "last_success_at";--> statement-breakpoint
ALTER TABLE "enforcement_monitored_sources" DROP COLUMN "last_fault_reason_code";--> statement-breakpoint
ALTER TABLE "enforcement_monitored_sources" DROP COLUMN "last_fault_at";--> statement-breakpoint
ALTER TABLE "enforcement_monitored_sources" DROP COLUMN "last_fault_detail";--> statement-breakpoint
ALTER TABLE "enforcement_monitored_sources" DROP COLUMN "items_seen_last_read";