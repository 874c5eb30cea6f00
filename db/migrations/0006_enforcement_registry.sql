CREATE TABLE "enforcement_drafts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"source_id" text,
	"item_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"change_type" text NOT NULL,
	"title" text,
	"agency" text,
	"scope" text NOT NULL,
	"jurisdiction_slug" text,
	"source_url" text,
	"item_date" date,
	"summary" text,
	"matched_terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"respondent" text,
	"allegation" text,
	"outcome" text,
	"penalty" text,
	"statutory_basis" text,
	"forum" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp (6) with time zone,
	"published_at" timestamp (6) with time zone,
	"rejected_at" timestamp (6) with time zone
);
--> statement-breakpoint
CREATE TABLE "enforcement_events" (
	"matter_uid" text NOT NULL,
	"position" integer NOT NULL,
	"event_type" text NOT NULL,
	"event_date" date,
	"is_date_estimated" boolean NOT NULL,
	"description" text NOT NULL,
	"source_url" text,
	CONSTRAINT "enforcement_events_matter_uid_position_pk" PRIMARY KEY("matter_uid","position")
);
--> statement-breakpoint
CREATE TABLE "enforcement_laws" (
	"matter_uid" text NOT NULL,
	"position" integer NOT NULL,
	"citation" text NOT NULL,
	"relation" text NOT NULL,
	"link_status" text DEFAULT 'unlinked' NOT NULL,
	"linked_law_id" uuid,
	"linked_us_law_uid" text,
	CONSTRAINT "enforcement_laws_matter_uid_position_pk" PRIMARY KEY("matter_uid","position")
);
--> statement-breakpoint
CREATE TABLE "enforcement_matter_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"matter_uid" text NOT NULL,
	"change_kind" text NOT NULL,
	"changed_fields" text[],
	"field_changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"observed_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enforcement_matters" (
	"matter_uid" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"caption" text NOT NULL,
	"summary" text,
	"matter_type" text NOT NULL,
	"matter_status" text NOT NULL,
	"agency_code" text,
	"forum_type" text NOT NULL,
	"forum_name" text,
	"docket_number" text,
	"jurisdiction_slug" text NOT NULL,
	"jurisdiction_level" text NOT NULL,
	"filed_date" date,
	"decided_date" date,
	"closed_date" date,
	"ai_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"domain" text,
	"tier" text,
	"verification" text DEFAULT 'single_source' NOT NULL,
	"publish_ready" boolean NOT NULL,
	"duplicate_of" text,
	"caption_untranslated" boolean DEFAULT false NOT NULL,
	"unavailable_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"redaction_policy" text NOT NULL,
	"last_verified_at" timestamp (6) with time zone,
	"content_hash" text NOT NULL,
	"curated" jsonb NOT NULL,
	"first_seen_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp (6) with time zone,
	CONSTRAINT "enforcement_matters_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "enforcement_monitored_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"agency_code" text,
	"url" text NOT NULL,
	"adapter" text NOT NULL,
	"is_enabled" boolean NOT NULL,
	"jurisdiction_slug" text NOT NULL,
	"jurisdiction_level" text NOT NULL,
	"change_type" text NOT NULL,
	"max_silence_hours" integer NOT NULL,
	"note" text,
	"last_attempt_at" timestamp (6) with time zone,
	"last_success_at" timestamp (6) with time zone,
	"last_fault_reason_code" text,
	"last_fault_at" timestamp (6) with time zone,
	"last_fault_detail" text,
	"items_seen_last_read" integer
);
--> statement-breakpoint
CREATE TABLE "enforcement_parties" (
	"matter_uid" text NOT NULL,
	"position" integer NOT NULL,
	"name" text,
	"role" text NOT NULL,
	"kind" text NOT NULL,
	"pii_class" text NOT NULL,
	CONSTRAINT "enforcement_parties_matter_uid_position_pk" PRIMARY KEY("matter_uid","position")
);
--> statement-breakpoint
CREATE TABLE "enforcement_relief" (
	"matter_uid" text NOT NULL,
	"position" integer NOT NULL,
	"relief_type" text NOT NULL,
	"amount" text,
	"description" text,
	CONSTRAINT "enforcement_relief_matter_uid_position_pk" PRIMARY KEY("matter_uid","position")
);
--> statement-breakpoint
CREATE TABLE "enforcement_source_documents" (
	"matter_uid" text NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"publisher" text NOT NULL,
	"doc_date" date,
	"title" text,
	"kind" text NOT NULL,
	CONSTRAINT "enforcement_source_documents_matter_uid_position_pk" PRIMARY KEY("matter_uid","position")
);
--> statement-breakpoint
ALTER TABLE "enforcement_drafts" ADD CONSTRAINT "enforcement_drafts_source_id_enforcement_monitored_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."enforcement_monitored_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enforcement_events" ADD CONSTRAINT "enforcement_events_matter_uid_enforcement_matters_matter_uid_fk" FOREIGN KEY ("matter_uid") REFERENCES "public"."enforcement_matters"("matter_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enforcement_laws" ADD CONSTRAINT "enforcement_laws_matter_uid_enforcement_matters_matter_uid_fk" FOREIGN KEY ("matter_uid") REFERENCES "public"."enforcement_matters"("matter_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enforcement_parties" ADD CONSTRAINT "enforcement_parties_matter_uid_enforcement_matters_matter_uid_fk" FOREIGN KEY ("matter_uid") REFERENCES "public"."enforcement_matters"("matter_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enforcement_relief" ADD CONSTRAINT "enforcement_relief_matter_uid_enforcement_matters_matter_uid_fk" FOREIGN KEY ("matter_uid") REFERENCES "public"."enforcement_matters"("matter_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enforcement_source_documents" ADD CONSTRAINT "enforcement_source_documents_matter_uid_enforcement_matters_matter_uid_fk" FOREIGN KEY ("matter_uid") REFERENCES "public"."enforcement_matters"("matter_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enforcement_drafts_item" ON "enforcement_drafts" USING btree ("item_key");--> statement-breakpoint
CREATE INDEX "enforcement_drafts_status" ON "enforcement_drafts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "enforcement_matter_history_matter" ON "enforcement_matter_history" USING btree ("matter_uid","observed_at");--> statement-breakpoint
CREATE INDEX "enforcement_matters_filed" ON "enforcement_matters" USING btree ("filed_date","matter_uid");--> statement-breakpoint
CREATE INDEX "enforcement_matters_first_seen" ON "enforcement_matters" USING btree ("first_seen_at","matter_uid");--> statement-breakpoint
CREATE INDEX "enforcement_matters_ai_roles" ON "enforcement_matters" USING gin ("ai_roles");