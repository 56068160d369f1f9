ALTER TABLE "google_reply_drafts" ADD COLUMN "review_update_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "google_reply_drafts" ADD COLUMN "review_hash" text;--> statement-breakpoint
ALTER TABLE "google_reply_drafts" ADD COLUMN "redrafted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "google_reviews" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "google_reviews" ADD COLUMN "deleted_at" timestamp with time zone;