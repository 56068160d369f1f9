CREATE TABLE "google_review_alerts" (
	"connection_id" uuid NOT NULL,
	"review_name" text NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"status" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"recipients" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "google_review_alerts_connection_id_review_name_pk" PRIMARY KEY("connection_id","review_name")
);
--> statement-breakpoint
ALTER TABLE "google_connections" ADD COLUMN "sync_cycle" integer;--> statement-breakpoint
ALTER TABLE "google_connections" ADD COLUMN "sync_claim" text;--> statement-breakpoint
ALTER TABLE "google_connections" ADD COLUMN "sync_not_before" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "google_review_alerts_claimed_idx" ON "google_review_alerts" USING btree ("connection_id","status");