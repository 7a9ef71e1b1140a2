CREATE TABLE "dictionary_sync" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"source" varchar(10) NOT NULL,
	"body_hash" varchar(64) NOT NULL,
	"status_code" smallint NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dictionary_sync_created_idx" ON "dictionary_sync" USING btree ("created_at");
