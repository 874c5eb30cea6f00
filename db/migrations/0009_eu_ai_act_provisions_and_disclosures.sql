CREATE TABLE "eu_ai_act_imports" (
	"celex" text PRIMARY KEY NOT NULL,
	"digest" text NOT NULL,
	"row_count" integer NOT NULL,
	"imported_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eu_ai_act_provisions" (
	"celex" text NOT NULL,
	"anchor_id" text NOT NULL,
	"anchor_order" integer NOT NULL,
	"provision_type" text NOT NULL,
	"article_number" integer,
	"paragraph_number" integer,
	"recital_number" integer,
	"annex_number" text,
	"title" text,
	"chapter" text,
	"chapter_title" text,
	"section" text,
	"section_title" text,
	"applies_from" text,
	"text" text NOT NULL,
	"eur_lex_url" text NOT NULL,
	"source" text NOT NULL,
	"retrieved_at" timestamp (6) with time zone NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A')
        || setweight(to_tsvector('english', text), 'B')) STORED,
	CONSTRAINT "eu_ai_act_provisions_celex_anchor_id_pk" PRIMARY KEY("celex","anchor_id")
);
--> statement-breakpoint
CREATE TABLE "disclosures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"company" text NOT NULL,
	"cik" text NOT NULL,
	"form" text NOT NULL,
	"filing_date" date NOT NULL,
	"fiscal_period" text,
	"accession_number" text,
	"filing_url" text NOT NULL,
	"filing_url_kind" text NOT NULL,
	"section" text,
	"heading" text,
	"text" text,
	"text_is_excerpt" boolean DEFAULT false NOT NULL,
	"quoted_in_url" text,
	"quoted_in_publisher" text,
	"quoted_in_title" text,
	"origin" text NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(heading, '')), 'A')
        || setweight(to_tsvector('english', coalesce(text, '')), 'B')) STORED,
	CONSTRAINT "disclosures_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "eu_ai_act_provisions_order" ON "eu_ai_act_provisions" USING btree ("celex","anchor_order");--> statement-breakpoint
CREATE INDEX "eu_ai_act_provisions_article" ON "eu_ai_act_provisions" USING btree ("celex","article_number");--> statement-breakpoint
CREATE INDEX "eu_ai_act_provisions_search" ON "eu_ai_act_provisions" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "disclosures_filing_date" ON "disclosures" USING btree ("filing_date","id");--> statement-breakpoint
CREATE INDEX "disclosures_cik" ON "disclosures" USING btree ("cik");--> statement-breakpoint
CREATE INDEX "disclosures_search" ON "disclosures" USING gin ("search_vector");