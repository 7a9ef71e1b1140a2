CREATE TABLE "config_field_codes" (
	"code" varchar(50) PRIMARY KEY NOT NULL,
	"field_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_field_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"field_id" integer NOT NULL,
	"version" integer NOT NULL,
	"account_id" integer,
	"account_name" varchar(50) DEFAULT '' NOT NULL,
	"account_phone" varchar(20) DEFAULT '' NOT NULL,
	"action" varchar(10) NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_type" smallint NOT NULL,
	"field_name" varchar(50) NOT NULL,
	"field_code" varchar(50) NOT NULL,
	"server_name_and_group" varchar(100) NOT NULL,
	"manage_type" smallint DEFAULT 1 NOT NULL,
	"page_group" varchar(50) DEFAULT '' NOT NULL,
	"sort_num" numeric(10, 2) DEFAULT 99 NOT NULL,
	"biz_types" varchar(20) NOT NULL,
	"service_module" varchar(30) NOT NULL,
	"descrip" varchar(1000) NOT NULL,
	"manual_text" varchar(100) DEFAULT '' NOT NULL,
	"example_image" varchar(500) DEFAULT '' NOT NULL,
	"help_link" varchar(100) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"data_type" varchar(10) NOT NULL,
	"option_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"related_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_value" jsonb,
	"related_default_value" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" integer,
	"updated_by_name" varchar(50) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "config_field_codes" ADD CONSTRAINT "config_field_codes_field_id_config_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."config_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "config_field_versions" ADD CONSTRAINT "config_field_versions_field_id_config_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."config_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "config_field_versions" ADD CONSTRAINT "config_field_versions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "config_fields" ADD CONSTRAINT "config_fields_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "config_field_codes_field_idx" ON "config_field_codes" USING btree ("field_id");--> statement-breakpoint
CREATE UNIQUE INDEX "config_field_versions_uq" ON "config_field_versions" USING btree ("field_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "config_fields_code_uq" ON "config_fields" USING btree ("field_code");--> statement-breakpoint
CREATE INDEX "config_fields_order_idx" ON "config_fields" USING btree ("apply_type","sort_num","id");