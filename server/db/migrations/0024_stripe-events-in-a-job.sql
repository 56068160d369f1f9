ALTER TABLE "stripe_events" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "detail" jsonb;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "last_error" text;--> statement-breakpoint
-- Events stored before this were handled as they arrived.
UPDATE "stripe_events" SET "handled_at" = "received_at";--> statement-breakpoint
CREATE INDEX "stripe_events_pending_idx" ON "stripe_events" USING btree ("received_at") WHERE "stripe_events"."handled_at" is null;