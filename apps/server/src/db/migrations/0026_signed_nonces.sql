CREATE TABLE "signed_nonces" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "signed_nonces_expires_idx" ON "signed_nonces" USING btree ("expires_at");