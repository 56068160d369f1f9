CREATE TABLE "blitz_enrollments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"place_id" text NOT NULL,
	"restaurant_id" text,
	"restaurant_name" text NOT NULL,
	"owner_name" text NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"enrolled_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "blitz_sends" (
	"id" uuid PRIMARY KEY NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"ny_day" text NOT NULL,
	"kind" text NOT NULL,
	"day" integer NOT NULL,
	"status" text NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"email_id" uuid,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "blitz_sends_enrollment_day_key" UNIQUE("enrollment_id","ny_day")
);
--> statement-breakpoint
CREATE TABLE "email_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"dedupe_key" text NOT NULL,
	"recipient" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_message_id" text,
	"last_error" text,
	"payload" jsonb NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "suppressions" (
	"email" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "blitz_enrollments_active_idx" ON "blitz_enrollments" USING btree (lower("email"),"place_id") WHERE "blitz_enrollments"."status" = 'active';--> statement-breakpoint
CREATE INDEX "blitz_enrollments_email_idx" ON "blitz_enrollments" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "email_messages_dedupe_key_idx" ON "email_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "email_messages_recipient_created_idx" ON "email_messages" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "email_messages_pending_idx" ON "email_messages" USING btree ("created_at") WHERE "email_messages"."status" in ('queued', 'sending');