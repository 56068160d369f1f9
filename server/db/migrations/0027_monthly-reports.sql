CREATE TABLE "monthly_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"month" text NOT NULL,
	"status" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"email_id" uuid,
	CONSTRAINT "monthly_reports_enrollment_month_key" UNIQUE("enrollment_id","month")
);
--> statement-breakpoint
ALTER TABLE "blitz_enrollments" ADD COLUMN "monthly_reports_off_at" timestamp with time zone;