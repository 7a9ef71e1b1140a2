CREATE TABLE "check_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_pk" integer NOT NULL,
	"module" text NOT NULL,
	"entity" text NOT NULL,
	"record_id" text NOT NULL,
	"field_code" text NOT NULL,
	"label" smallint NOT NULL,
	"rule" text NOT NULL,
	"reason" text NOT NULL,
	"value" text NOT NULL,
	"definition_version" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"module" text NOT NULL,
	"entity" text NOT NULL,
	"record_id" text NOT NULL,
	"fields" jsonb NOT NULL,
	"rev" integer DEFAULT 1 NOT NULL,
	"checked_rev" integer DEFAULT 0 NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "check_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"module" text NOT NULL,
	"entity" text NOT NULL,
	"job_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"records" integer NOT NULL,
	"checked" integer NOT NULL,
	"failing" integer NOT NULL,
	"counts" jsonb NOT NULL,
	"versions" jsonb NOT NULL,
	"rules_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_service_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key_id" text NOT NULL,
	"secret" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reconcile_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"source" text NOT NULL,
	"bill_date" date NOT NULL,
	"our_amount" numeric(14, 2),
	"their_amount" numeric(14, 2),
	"difference" numeric(14, 2) NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_service_keys" ADD CONSTRAINT "check_service_keys_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_failures_record_idx" ON "check_failures" USING btree ("record_pk");--> statement-breakpoint
CREATE INDEX "check_failures_list_idx" ON "check_failures" USING btree ("module","entity","field_code","label","id");--> statement-breakpoint
CREATE INDEX "check_failures_entity_idx" ON "check_failures" USING btree ("module","entity","id");--> statement-breakpoint
CREATE INDEX "check_failures_created_idx" ON "check_failures" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_records_record_uq" ON "check_records" USING btree ("module","entity","record_id");--> statement-breakpoint
CREATE INDEX "check_records_pass_idx" ON "check_records" USING btree ("module","entity","id");--> statement-breakpoint
CREATE INDEX "check_records_pending_idx" ON "check_records" USING btree ("module","entity","id") WHERE rev <> checked_rev;--> statement-breakpoint
CREATE INDEX "check_runs_entity_idx" ON "check_runs" USING btree ("module","entity","id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_service_keys_key_uq" ON "check_service_keys" USING btree ("key_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reconcile_records_order_uq" ON "reconcile_records" USING btree ("source","order_no");--> statement-breakpoint
CREATE INDEX "reconcile_records_date_idx" ON "reconcile_records" USING btree ("bill_date","id");--> statement-breakpoint
CREATE INDEX "reconcile_records_created_idx" ON "reconcile_records" USING btree ("created_at","id");