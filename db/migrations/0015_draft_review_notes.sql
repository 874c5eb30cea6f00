ALTER TABLE "enforcement_drafts" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "source_drafts" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "source_drafts" ADD COLUMN "applied" jsonb;