CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_email" text NOT NULL,
	"place_id" text NOT NULL,
	"restaurant_name" text NOT NULL,
	"plan" text DEFAULT 'starter' NOT NULL,
	"status" text NOT NULL,
	"trial_granted" boolean DEFAULT true NOT NULL,
	"trial_started_at" timestamp with time zone NOT NULL,
	"trial_ends_at" timestamp with time zone NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"trial_ended_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_place_unique" ON "subscriptions" USING btree ("place_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_owner_trial_unique" ON "subscriptions" USING btree ("owner_email") WHERE "subscriptions"."trial_granted";--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_stripe_subscription_unique" ON "subscriptions" USING btree ("stripe_subscription_id") WHERE "subscriptions"."stripe_subscription_id" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_trial_ends_idx" ON "subscriptions" USING btree ("status","trial_ends_at");