DROP TABLE "operator_sessions" CASCADE;--> statement-breakpoint
DROP TABLE "operator_sign_in_links" CASCADE;