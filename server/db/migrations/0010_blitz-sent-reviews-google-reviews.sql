CREATE TABLE "blitz_sent_reviews" (
	"enrollment_id" uuid NOT NULL,
	"review_key" text NOT NULL,
	"send_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "blitz_sent_reviews_enrollment_id_review_key_pk" PRIMARY KEY("enrollment_id","review_key")
);
--> statement-breakpoint
CREATE TABLE "google_reply_drafts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"connection_id" uuid NOT NULL,
	"review_name" text NOT NULL,
	"draft" text NOT NULL,
	"status" text NOT NULL,
	"escalation" text,
	"posted_text" text,
	"posted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "google_reply_drafts_connection_review_key" UNIQUE("connection_id","review_name")
);
--> statement-breakpoint
CREATE TABLE "google_reviews" (
	"connection_id" uuid NOT NULL,
	"review_name" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"reviewer_name" text NOT NULL,
	"reviewer_anonymous" boolean NOT NULL,
	"create_time" timestamp with time zone NOT NULL,
	"update_time" timestamp with time zone NOT NULL,
	"reply_comment" text,
	"reply_time" timestamp with time zone,
	"synced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "google_reviews_connection_review_key" UNIQUE("connection_id","review_name")
);
--> statement-breakpoint
CREATE INDEX "blitz_sent_reviews_send_idx" ON "blitz_sent_reviews" USING btree ("send_id");--> statement-breakpoint
CREATE INDEX "google_reviews_unanswered_idx" ON "google_reviews" USING btree ("connection_id","update_time") WHERE "google_reviews"."reply_comment" is null;