CREATE TABLE "inbox_public_replies" (
	"owner_email" text NOT NULL,
	"place_id" text NOT NULL,
	"review_key" text NOT NULL,
	"reply_text" text NOT NULL,
	"edited" boolean NOT NULL,
	"skipped_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inbox_public_replies_owner_email_place_id_review_key_pk" PRIMARY KEY("owner_email","place_id","review_key")
);
--> statement-breakpoint
CREATE TABLE "inbox_review_marks" (
	"connection_id" uuid NOT NULL,
	"review_name" text NOT NULL,
	"update_time" timestamp with time zone NOT NULL,
	"negative" boolean NOT NULL,
	"escalation" text,
	CONSTRAINT "inbox_review_marks_connection_id_review_name_pk" PRIMARY KEY("connection_id","review_name")
);
--> statement-breakpoint
CREATE INDEX "google_reviews_newest_idx" ON "google_reviews" USING btree ("connection_id","create_time");