CREATE TABLE "qr_app_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" smallint NOT NULL,
	"app_id" text NOT NULL,
	"prefix" text NOT NULL,
	"router_page" text DEFAULT '' NOT NULL,
	"published" smallint DEFAULT 0 NOT NULL,
	"verify_file_name" text DEFAULT '' NOT NULL,
	"verify_file_content" text DEFAULT '' NOT NULL,
	"declared_paths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"debug_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"brand_id" integer NOT NULL,
	"store_id" integer,
	"rule_id" integer,
	"extend" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_page" text DEFAULT '' NOT NULL,
	"bound_at" timestamp with time zone,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_dict_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_code" text NOT NULL,
	"data_key" text NOT NULL,
	"data_value" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_rule_brands" (
	"rule_id" integer NOT NULL,
	"third_type" smallint NOT NULL,
	"brand_id" integer NOT NULL,
	CONSTRAINT "qr_rule_brands_rule_id_third_type_brand_id_pk" PRIMARY KEY("rule_id","third_type","brand_id")
);
--> statement-breakpoint
CREATE TABLE "qr_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_store_type" smallint NOT NULL,
	"alias" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"type_id" text NOT NULL,
	"page_path" text NOT NULL,
	"allow_blank_qrcode" smallint DEFAULT 0 NOT NULL,
	"allow_app_scan_bind" smallint DEFAULT 0 NOT NULL,
	"is_mini_program" smallint DEFAULT 1 NOT NULL,
	"wechat_version" text DEFAULT '' NOT NULL,
	"alipay_version" text DEFAULT '' NOT NULL,
	"tiktok_version" text DEFAULT '' NOT NULL,
	"h5_url" text DEFAULT '' NOT NULL,
	"descr" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"bind_settings" jsonb NOT NULL,
	"bind_third_types" jsonb NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_scan_counts" (
	"code_id" integer NOT NULL,
	"channel" smallint NOT NULL,
	"outcome" text NOT NULL,
	"day" date NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "qr_scan_counts_code_id_channel_outcome_day_pk" PRIMARY KEY("code_id","channel","outcome","day")
);
--> statement-breakpoint
CREATE TABLE "qr_scheme_launches" (
	"app_id" text NOT NULL,
	"day" date NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "qr_scheme_launches_app_id_day_pk" PRIMARY KEY("app_id","day")
);
--> statement-breakpoint
ALTER TABLE "qr_app_registrations" ADD CONSTRAINT "qr_app_registrations_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_rule_id_qr_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."qr_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_rule_brands" ADD CONSTRAINT "qr_rule_brands_rule_id_qr_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."qr_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_rule_brands" ADD CONSTRAINT "qr_rule_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_rules" ADD CONSTRAINT "qr_rules_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_scan_counts" ADD CONSTRAINT "qr_scan_counts_code_id_qr_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."qr_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qr_app_registrations_channel_app_uq" ON "qr_app_registrations" USING btree ("channel","app_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_codes_token_uq" ON "qr_codes" USING btree ("token");--> statement-breakpoint
CREATE INDEX "qr_codes_store_idx" ON "qr_codes" USING btree ("store_id","rule_id") WHERE "qr_codes"."store_id" is not null;--> statement-breakpoint
CREATE INDEX "qr_codes_rule_idx" ON "qr_codes" USING btree ("rule_id","id") WHERE "qr_codes"."rule_id" is not null;--> statement-breakpoint
CREATE INDEX "qr_codes_brand_idx" ON "qr_codes" USING btree ("brand_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_dict_items_code_key_uq" ON "qr_dict_items" USING btree ("dict_code","data_key");--> statement-breakpoint
CREATE INDEX "qr_rule_brands_brand_idx" ON "qr_rule_brands" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "qr_rules_store_type_idx" ON "qr_rules" USING btree ("apply_store_type","status");--> statement-breakpoint
-- The resolve call keeps resolved codes in memory (ADR 0009/0011): every statement that writes the
-- rules, their brands or the codes announces it on `qr_changes`, in the writer's transaction, so
-- every server instance forgets what it kept on commit.
CREATE FUNCTION qr_changes_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('qr_changes', '*');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER qr_rules_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qr_rules"
  FOR EACH STATEMENT EXECUTE FUNCTION qr_changes_notify();--> statement-breakpoint
CREATE TRIGGER qr_rule_brands_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qr_rule_brands"
  FOR EACH STATEMENT EXECUTE FUNCTION qr_changes_notify();--> statement-breakpoint
CREATE TRIGGER qr_codes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qr_codes"
  FOR EACH STATEMENT EXECUTE FUNCTION qr_changes_notify();--> statement-breakpoint
CREATE TRIGGER qr_app_registrations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qr_app_registrations"
  FOR EACH STATEMENT EXECUTE FUNCTION qr_changes_notify();
