CREATE TABLE "brand_service_applies" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"produce_type_id" integer NOT NULL,
	"contact_name" varchar(20) NOT NULL,
	"gender" smallint DEFAULT 1 NOT NULL,
	"contact_phone" varchar(20) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"produce_type_id" integer NOT NULL,
	"parent_id" integer,
	"produce_model" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"total_num" integer DEFAULT 0 NOT NULL,
	"used_num" integer DEFAULT 0 NOT NULL,
	"total_seat_num" integer DEFAULT 0 NOT NULL,
	"used_seat_num" integer DEFAULT 0 NOT NULL,
	"first_begin_date" date,
	"now_begin_date" date,
	"now_end_date" date,
	"seat_end_date_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attr" text,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produce_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"produce_type" varchar(50) NOT NULL,
	"produce_name" varchar(50) NOT NULL,
	"class_desc" varchar(20) NOT NULL,
	"produce_icon" varchar(500) DEFAULT '' NOT NULL,
	"level" smallint DEFAULT 1 NOT NULL,
	"produce_model" smallint DEFAULT 1 NOT NULL,
	"pid" integer,
	"introduce" varchar(100) DEFAULT '' NOT NULL,
	"is_show" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_boss_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"account_type" smallint DEFAULT 1 NOT NULL,
	"create_channel" varchar(10) DEFAULT 'pc' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "brands_group_idx";--> statement-breakpoint
ALTER TABLE "brand_super_admins" ADD COLUMN "account_org_id" integer;--> statement-breakpoint
ALTER TABLE "brand_super_admins" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "brand_service_applies" ADD CONSTRAINT "brand_service_applies_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_service_applies" ADD CONSTRAINT "brand_service_applies_produce_type_id_produce_types_id_fk" FOREIGN KEY ("produce_type_id") REFERENCES "public"."produce_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_service_applies" ADD CONSTRAINT "brand_service_applies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_services" ADD CONSTRAINT "brand_services_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_services" ADD CONSTRAINT "brand_services_produce_type_id_produce_types_id_fk" FOREIGN KEY ("produce_type_id") REFERENCES "public"."produce_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_services" ADD CONSTRAINT "brand_services_parent_id_brand_services_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."brand_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_boss_accounts" ADD CONSTRAINT "brand_boss_accounts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_boss_accounts" ADD CONSTRAINT "brand_boss_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_service_applies_brand_idx" ON "brand_service_applies" USING btree ("brand_id","produce_type_id");--> statement-breakpoint
CREATE INDEX "brand_services_brand_idx" ON "brand_services" USING btree ("brand_id","produce_model");--> statement-breakpoint
CREATE INDEX "brand_services_created_idx" ON "brand_services" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "produce_types_code_uq" ON "produce_types" USING btree ("produce_type");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_boss_accounts_uq" ON "brand_boss_accounts" USING btree ("brand_id","account_type","account_id");--> statement-breakpoint
CREATE INDEX "brand_boss_accounts_list_idx" ON "brand_boss_accounts" USING btree ("brand_id","account_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_group_name_uq" ON "brands" USING btree ("group_id","name");