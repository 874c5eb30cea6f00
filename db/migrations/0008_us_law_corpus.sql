CREATE TABLE "us_law_assignments" (
	"record_uid" text NOT NULL,
	"subcategory_id" text NOT NULL,
	"branch_id" text NOT NULL,
	"is_primary" boolean NOT NULL,
	"rule_id" text NOT NULL,
	CONSTRAINT "us_law_assignments_record_uid_subcategory_id_pk" PRIMARY KEY("record_uid","subcategory_id")
);
--> statement-breakpoint
CREATE TABLE "us_law_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_uid" text NOT NULL,
	"run_id" uuid NOT NULL,
	"field" text NOT NULL,
	"from_value" jsonb,
	"to_value" jsonb,
	"observed_at" timestamp (6) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "us_law_records" (
	"record_uid" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"instrument_type" text NOT NULL,
	"title" text NOT NULL,
	"short_title" text,
	"citation" text NOT NULL,
	"citation_normalized" text NOT NULL,
	"identifier" text,
	"document_number" integer,
	"status" text NOT NULL,
	"status_detail" text,
	"in_force" boolean,
	"is_binding" boolean NOT NULL,
	"jurisdiction_slug" text NOT NULL,
	"jurisdiction_level" text NOT NULL,
	"effective_date" date,
	"enacted_date" date,
	"repealed_date" date,
	"published_date" date,
	"code_title" integer,
	"code_title_name" text,
	"chapter" text,
	"part" text,
	"part_heading" text,
	"hierarchy" text,
	"agency" text,
	"fr_citation" text,
	"fr_document_number" text,
	"primary_branch" text NOT NULL,
	"primary_subcategory" text NOT NULL,
	"secondary_subcategories" text[] DEFAULT '{}'::text[] NOT NULL,
	"official_url" text,
	"source_authority" text NOT NULL,
	"full_text_url" text,
	"full_text_sha256" text,
	"edition" text NOT NULL,
	"retrieved_at" timestamp (6) with time zone NOT NULL,
	"last_verified_at" timestamp (6) with time zone NOT NULL,
	"first_seen_at" timestamp (6) with time zone NOT NULL,
	"updated_at" timestamp (6) with time zone NOT NULL,
	"last_run_id" uuid NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A')
        || setweight(to_tsvector('english', coalesce(short_title, '')), 'A')
        || setweight(to_tsvector('simple', coalesce(citation, '')), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "us_law_source_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"origin" text NOT NULL,
	"edition" text NOT NULL,
	"input_sha256" text NOT NULL,
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
ALTER TABLE "us_law_assignments" ADD CONSTRAINT "us_law_assignments_record_uid_us_law_records_record_uid_fk" FOREIGN KEY ("record_uid") REFERENCES "public"."us_law_records"("record_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "us_law_assignments_branch" ON "us_law_assignments" USING btree ("branch_id","record_uid");--> statement-breakpoint
CREATE INDEX "us_law_assignments_subcategory" ON "us_law_assignments" USING btree ("subcategory_id","record_uid");--> statement-breakpoint
CREATE INDEX "us_law_history_record" ON "us_law_history" USING btree ("record_uid","observed_at","id");--> statement-breakpoint
CREATE INDEX "us_law_history_run" ON "us_law_history" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "us_law_records_search" ON "us_law_records" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "us_law_records_citation_prefix" ON "us_law_records" USING btree ("citation_normalized" text_pattern_ops,"record_uid");--> statement-breakpoint
CREATE INDEX "us_law_records_document_number" ON "us_law_records" USING btree ("document_number","instrument_type") WHERE "us_law_records"."document_number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "us_law_records_identifier" ON "us_law_records" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "us_law_records_jurisdiction_type" ON "us_law_records" USING btree ("jurisdiction_slug","instrument_type","record_uid");--> statement-breakpoint
CREATE INDEX "us_law_records_level_type" ON "us_law_records" USING btree ("jurisdiction_level","instrument_type","record_uid");--> statement-breakpoint
CREATE INDEX "us_law_records_branch" ON "us_law_records" USING btree ("primary_branch","primary_subcategory","record_uid");--> statement-breakpoint
CREATE INDEX "us_law_records_type_enacted" ON "us_law_records" USING btree ("instrument_type","enacted_date","record_uid");--> statement-breakpoint
CREATE INDEX "us_law_records_status" ON "us_law_records" USING btree ("status","record_uid");--> statement-breakpoint
CREATE INDEX "us_law_records_effective" ON "us_law_records" USING btree ("effective_date","record_uid");--> statement-breakpoint
CREATE INDEX "us_law_records_title" ON "us_law_records" USING btree ("title","record_uid");--> statement-breakpoint
CREATE INDEX "us_law_records_verified" ON "us_law_records" USING btree ("last_verified_at","record_uid");--> statement-breakpoint
CREATE INDEX "us_law_records_source" ON "us_law_records" USING btree ("source","record_uid");--> statement-breakpoint
-- us_law_history is append-only, like record_history (0002): a change once logged never moves or disappears.
CREATE FUNCTION "us_law_history_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'us_law_history is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege', HINT = 'History rows are never changed; a new observation is a new row.';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "us_law_history_no_update_delete"
  BEFORE UPDATE OR DELETE ON "us_law_history"
  FOR EACH STATEMENT EXECUTE FUNCTION "us_law_history_append_only"();
--> statement-breakpoint
CREATE TRIGGER "us_law_history_no_truncate"
  BEFORE TRUNCATE ON "us_law_history"
  FOR EACH STATEMENT EXECUTE FUNCTION "us_law_history_append_only"();
