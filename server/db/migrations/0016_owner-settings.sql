CREATE TABLE "enrollment_recipients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "blitz_enrollments" ADD COLUMN "reply_signature" text;--> statement-breakpoint
ALTER TABLE "blitz_enrollments" ADD COLUMN "send_minute" integer;--> statement-breakpoint
ALTER TABLE "blitz_enrollments" ADD COLUMN "send_time_zone" text;--> statement-breakpoint
ALTER TABLE "blitz_enrollments" ADD COLUMN "alerts_off_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "enrollment_recipients_address_idx" ON "enrollment_recipients" USING btree ("enrollment_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "enrollment_recipients_token_idx" ON "enrollment_recipients" USING btree ("token_hash");