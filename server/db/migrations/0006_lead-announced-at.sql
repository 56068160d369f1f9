ALTER TABLE "lead_submissions" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "lead_submissions_unannounced_idx" ON "lead_submissions" USING btree ("created_at") WHERE "lead_submissions"."announced_at" is null and "lead_submissions"."spam" = false;--> statement-breakpoint
-- Submissions stored before this column existed were announced in their own request: the sweep leaves them alone.
UPDATE "lead_submissions" SET "announced_at" = "created_at";
