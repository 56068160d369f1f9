CREATE TABLE "sent_reply_sentences" (
	"enrollment_id" uuid NOT NULL,
	"send_id" uuid NOT NULL,
	"sentence_hash" text NOT NULL,
	"uses" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sent_reply_sentences_send_id_sentence_hash_pk" PRIMARY KEY("send_id","sentence_hash")
);
--> statement-breakpoint
CREATE INDEX "sent_reply_sentences_enrollment_idx" ON "sent_reply_sentences" USING btree ("enrollment_id","sent_at");