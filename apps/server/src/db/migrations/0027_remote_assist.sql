CREATE TABLE "remote_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"apply_at" timestamp with time zone NOT NULL,
	"apply_status" smallint DEFAULT 1 NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "remote_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"device_type" smallint NOT NULL,
	"device_sn" text NOT NULL,
	"key_id" text NOT NULL,
	"secret" text NOT NULL,
	"client_version" text DEFAULT '' NOT NULL,
	"controllable" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone,
	"remote_num" integer DEFAULT 0 NOT NULL,
	"latest_remote_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_enrol_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"brand_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"devices_left" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_key" text NOT NULL,
	"remote_type" smallint NOT NULL,
	"device_id" integer NOT NULL,
	"application_id" integer,
	"brand_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"device_type" smallint NOT NULL,
	"device_sn" text NOT NULL,
	"account_id" integer,
	"remote_account" text NOT NULL,
	"provider" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "remote_applications" ADD CONSTRAINT "remote_applications_device_id_remote_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."remote_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_devices" ADD CONSTRAINT "remote_devices_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_devices" ADD CONSTRAINT "remote_devices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_enrol_tokens" ADD CONSTRAINT "remote_enrol_tokens_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_enrol_tokens" ADD CONSTRAINT "remote_enrol_tokens_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_enrol_tokens" ADD CONSTRAINT "remote_enrol_tokens_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_sessions" ADD CONSTRAINT "remote_sessions_device_id_remote_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."remote_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_sessions" ADD CONSTRAINT "remote_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_applications_brand_idx" ON "remote_applications" USING btree ("brand_id","apply_at");--> statement-breakpoint
CREATE INDEX "remote_applications_open_idx" ON "remote_applications" USING btree ("apply_at") WHERE "remote_applications"."apply_status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "remote_applications_device_open_uq" ON "remote_applications" USING btree ("device_id") WHERE "remote_applications"."apply_status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "remote_devices_sn_uq" ON "remote_devices" USING btree ("device_sn");--> statement-breakpoint
CREATE UNIQUE INDEX "remote_devices_key_uq" ON "remote_devices" USING btree ("key_id");--> statement-breakpoint
CREATE INDEX "remote_devices_brand_idx" ON "remote_devices" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "remote_devices_store_idx" ON "remote_devices" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "remote_devices_seen_idx" ON "remote_devices" USING btree ("last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "remote_enrol_tokens_hash_uq" ON "remote_enrol_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "remote_enrol_tokens_expiry_idx" ON "remote_enrol_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "remote_sessions_key_uq" ON "remote_sessions" USING btree ("session_key");--> statement-breakpoint
CREATE INDEX "remote_sessions_brand_idx" ON "remote_sessions" USING btree ("brand_id","start_at");--> statement-breakpoint
CREATE INDEX "remote_sessions_start_idx" ON "remote_sessions" USING btree ("start_at");