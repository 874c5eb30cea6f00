CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"tier" text NOT NULL,
	"products" text[] DEFAULT ARRAY['ai_law']::text[] NOT NULL,
	"email" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp (6) with time zone,
	"revoked_at" timestamp (6) with time zone,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "api_usage_daily" (
	"key_id" uuid NOT NULL,
	"day" date NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "api_usage_daily_key_id_day_pk" PRIMARY KEY("key_id","day")
);
--> statement-breakpoint
CREATE TABLE "jurisdictions" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text,
	"abbr" text,
	"scope" text NOT NULL,
	"kind" text NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landmark_bills" (
	"slug" text PRIMARY KEY NOT NULL,
	"law_id" uuid,
	"bill_number" text NOT NULL,
	"title" text NOT NULL,
	"jurisdiction_slug" text NOT NULL,
	"status" text NOT NULL,
	"deadline" text,
	"official_url" text NOT NULL,
	"verified_on" date NOT NULL,
	"alternate_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"source_links" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "law_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"jurisdiction_slug" text NOT NULL,
	"identifier" text,
	"title" text,
	"record_type" text,
	"status" text,
	"in_force" boolean,
	"record_date" timestamp (6) with time zone,
	"summary" text,
	"source" text,
	"official_url" text,
	"alternate_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"source_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"effective_text" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A')
        || setweight(to_tsvector('simple', coalesce(identifier, '')), 'A')
        || setweight(to_tsvector('english', coalesce(summary, '')), 'B')) STORED,
	CONSTRAINT "law_records_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "screened_countries" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"abbr" text,
	"note" text NOT NULL,
	"source_url" text
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"jurisdiction_slug" text NOT NULL,
	"title" text,
	"published_date" date,
	"source" text,
	"url" text,
	"excerpt" text,
	"fetched_at" timestamp (6) with time zone,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_items_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "link_checks" (
	"url" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"last_status" integer,
	"last_error" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"checked_at" timestamp (6) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_usage_daily" ADD CONSTRAINT "api_usage_daily_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landmark_bills" ADD CONSTRAINT "landmark_bills_law_id_law_records_id_fk" FOREIGN KEY ("law_id") REFERENCES "public"."law_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landmark_bills" ADD CONSTRAINT "landmark_bills_jurisdiction_slug_jurisdictions_slug_fk" FOREIGN KEY ("jurisdiction_slug") REFERENCES "public"."jurisdictions"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "law_records" ADD CONSTRAINT "law_records_jurisdiction_slug_jurisdictions_slug_fk" FOREIGN KEY ("jurisdiction_slug") REFERENCES "public"."jurisdictions"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_jurisdiction_slug_jurisdictions_slug_fk" FOREIGN KEY ("jurisdiction_slug") REFERENCES "public"."jurisdictions"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_one_active_free_per_email" ON "api_keys" USING btree ("email") WHERE "api_keys"."revoked_at" IS NULL AND "api_keys"."tier" = 'free';--> statement-breakpoint
CREATE INDEX "api_usage_daily_day" ON "api_usage_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "law_records_jurisdiction" ON "law_records" USING btree ("jurisdiction_slug");--> statement-breakpoint
CREATE INDEX "law_records_scope" ON "law_records" USING btree ("scope");--> statement-breakpoint
CREATE INDEX "law_records_updated" ON "law_records" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "law_records_search" ON "law_records" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "news_items_published" ON "news_items" USING btree ("published_date","id");