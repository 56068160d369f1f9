CREATE TABLE "results_review_readings" (
	"connection_id" uuid NOT NULL,
	"review_name" text NOT NULL,
	"update_time" timestamp with time zone NOT NULL,
	CONSTRAINT "results_review_readings_connection_id_review_name_pk" PRIMARY KEY("connection_id","review_name")
);
--> statement-breakpoint
CREATE TABLE "results_review_themes" (
	"connection_id" uuid NOT NULL,
	"review_name" text NOT NULL,
	"side" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "results_review_themes_connection_id_review_name_side_key_pk" PRIMARY KEY("connection_id","review_name","side","key")
);
--> statement-breakpoint
CREATE INDEX "results_review_themes_side_idx" ON "results_review_themes" USING btree ("connection_id","side","key");