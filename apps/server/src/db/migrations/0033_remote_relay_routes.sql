CREATE TABLE "remote_relay_routes" (
	"key" text PRIMARY KEY NOT NULL,
	"instance" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "remote_relay_routes_instance_idx" ON "remote_relay_routes" USING btree ("instance");