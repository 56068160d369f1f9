CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sign_in_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"email" text NOT NULL,
	"code_hash" text,
	"browser_hash" text,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sessions_role_email_idx" ON "sessions" USING btree ("role","email");--> statement-breakpoint
CREATE INDEX "sign_in_links_expires_idx" ON "sign_in_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_links_browser_idx" ON "sign_in_links" USING btree ("browser_hash");--> statement-breakpoint
INSERT INTO "sessions" ("id", "role", "token_hash", "email", "created_at", "last_seen_at", "expires_at", "revoked_at", "user_agent")
  SELECT "id", 'operator', "token_hash", "email", "created_at", "last_seen_at", "expires_at", "revoked_at", "user_agent" FROM "operator_sessions";--> statement-breakpoint
INSERT INTO "sign_in_links" ("token_hash", "role", "email", "created_at", "expires_at", "used_at")
  SELECT "token_hash", 'operator', "email", "created_at", "expires_at", "used_at" FROM "operator_sign_in_links";
