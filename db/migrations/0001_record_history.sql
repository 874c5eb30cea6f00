CREATE TABLE "record_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity" text NOT NULL,
	"record_id" uuid,
	"jurisdiction_slug" text NOT NULL,
	"scope" text,
	"change_kind" text NOT NULL,
	"changed_fields" text[],
	"field_changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"significant" boolean NOT NULL,
	"state" jsonb NOT NULL,
	"observed_at" timestamp (6) with time zone NOT NULL,
	"source_run_id" uuid
);
--> statement-breakpoint
CREATE TABLE "source_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"started_at" timestamp (6) with time zone NOT NULL,
	"finished_at" timestamp (6) with time zone NOT NULL,
	"rows_read" integer NOT NULL,
	"inserted" integer NOT NULL,
	"updated" integer NOT NULL,
	"unchanged" integer NOT NULL,
	"errors" integer NOT NULL,
	"error_rows" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "record_history" ADD CONSTRAINT "record_history_source_run_id_source_runs_id_fk" FOREIGN KEY ("source_run_id") REFERENCES "public"."source_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "record_history_observed" ON "record_history" USING btree ("observed_at");--> statement-breakpoint
CREATE INDEX "record_history_record" ON "record_history" USING btree ("record_id","observed_at");--> statement-breakpoint
CREATE INDEX "record_history_jurisdiction" ON "record_history" USING btree ("jurisdiction_slug","observed_at");