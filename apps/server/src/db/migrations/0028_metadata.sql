CREATE TABLE "metadata_basic_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"module" text NOT NULL,
	"field_code" text NOT NULL,
	"field_name" text NOT NULL,
	"data_type" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"display_config" jsonb NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metadata_biz_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"module" text NOT NULL,
	"entity" text NOT NULL,
	"rule_code" text NOT NULL,
	"rule_name" text NOT NULL,
	"control_style" text NOT NULL,
	"content" jsonb NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metadata_definition_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"definition_id" integer NOT NULL,
	"field_name" text NOT NULL,
	"field_code" text NOT NULL,
	"action" text NOT NULL,
	"from_status" integer,
	"to_status" integer,
	"account_id" integer,
	"account_name" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"diff" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metadata_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"module" text NOT NULL,
	"entity" text NOT NULL,
	"field_code" text NOT NULL,
	"field_name" text NOT NULL,
	"parent_node" text NOT NULL,
	"data_type" text NOT NULL,
	"control_type" text NOT NULL,
	"sort_num" integer DEFAULT 0 NOT NULL,
	"status" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"revision" jsonb,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone,
	"reviewed_by" integer,
	"auth_msg" text DEFAULT '' NOT NULL,
	"auth_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metadata_dict_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_type" text NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"data_key" text NOT NULL,
	"data_value" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "metadata_basic_fields" ADD CONSTRAINT "metadata_basic_fields_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metadata_biz_rules" ADD CONSTRAINT "metadata_biz_rules_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metadata_definition_logs" ADD CONSTRAINT "metadata_definition_logs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metadata_definitions" ADD CONSTRAINT "metadata_definitions_submitted_by_accounts_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metadata_definitions" ADD CONSTRAINT "metadata_definitions_reviewed_by_accounts_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metadata_definitions" ADD CONSTRAINT "metadata_definitions_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "metadata_basic_fields_code_uq" ON "metadata_basic_fields" USING btree ("module","field_code");--> statement-breakpoint
CREATE UNIQUE INDEX "metadata_biz_rules_code_uq" ON "metadata_biz_rules" USING btree ("module","entity","rule_code");--> statement-breakpoint
CREATE INDEX "metadata_definition_logs_def_idx" ON "metadata_definition_logs" USING btree ("definition_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "metadata_definitions_code_uq" ON "metadata_definitions" USING btree ("module","entity","field_code");--> statement-breakpoint
CREATE INDEX "metadata_definitions_list_idx" ON "metadata_definitions" USING btree ("module","entity","sort_num","id");--> statement-breakpoint
CREATE UNIQUE INDEX "metadata_dict_data_key_uq" ON "metadata_dict_data" USING btree ("name_type","pid","data_key");