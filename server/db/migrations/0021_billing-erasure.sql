DROP INDEX "subscriptions_place_unique";--> statement-breakpoint
DROP INDEX "subscriptions_owner_trial_unique";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "stripe_erase_pending_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "subscriptions_stripe_erase_pending_idx" ON "subscriptions" USING btree ("stripe_erase_pending_at") WHERE "subscriptions"."stripe_erase_pending_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_place_unique" ON "subscriptions" USING btree ("place_id") WHERE "subscriptions"."erased_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_owner_trial_unique" ON "subscriptions" USING btree ("owner_email") WHERE "subscriptions"."trial_granted" and "subscriptions"."erased_at" is null;