CREATE TABLE "brand_profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" text,
	"vibe" text DEFAULT '' NOT NULL,
	"owner_name" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"original_brand_data" jsonb NOT NULL,
	"final_brand_data" jsonb,
	"blitz_opt_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playbooks" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text,
	"brand_profile_id" uuid,
	"place_id" text,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"specialty" text DEFAULT '' NOT NULL,
	"format" text NOT NULL,
	"status" text NOT NULL,
	"document" jsonb,
	"html" text,
	"text" text,
	"engine" text,
	"blitz_opt_in" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"events_emitted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "brand_profiles_restaurant_updated_idx" ON "brand_profiles" USING btree ("restaurant_id","updated_at");--> statement-breakpoint
CREATE INDEX "playbooks_status_created_idx" ON "playbooks" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "playbooks_restaurant_idx" ON "playbooks" USING btree ("restaurant_id");