CREATE TABLE "google_connect_states" (
	"nonce" text PRIMARY KEY NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"code_challenge" text NOT NULL,
	"start_path" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "google_connections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"place_id" text NOT NULL,
	"account_name" text,
	"location_name" text,
	"location_title" text,
	"location_choices" jsonb,
	"refresh_token_sealed" text NOT NULL,
	"key_id" text NOT NULL,
	"access_token_sealed" text,
	"access_token_expires_at" timestamp with time zone,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"broken_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "google_connect_states_expires_idx" ON "google_connect_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "google_connections_enrollment_idx" ON "google_connections" USING btree ("enrollment_id") WHERE "google_connections"."status" <> 'pending-location';--> statement-breakpoint
CREATE INDEX "google_connections_enrollment_any_idx" ON "google_connections" USING btree ("enrollment_id");