ALTER TABLE "google_connections" ADD COLUMN "google_sub" text;--> statement-breakpoint
CREATE INDEX "google_connections_sub_idx" ON "google_connections" USING btree ("google_sub");