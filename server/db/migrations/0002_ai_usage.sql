CREATE TABLE "ai_usage" (
	"day" text PRIMARY KEY NOT NULL,
	"calls" integer NOT NULL
);
