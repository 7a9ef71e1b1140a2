CREATE TABLE "brand_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"channel" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"applied_by" integer,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"remark" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produce_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"produce_type_id" integer NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(20) NOT NULL,
	"quota" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produce_molds" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(20) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "produce_types" ADD COLUMN "produce_mold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "produce_types" ADD COLUMN "brand_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "produce_types" ADD COLUMN "industry_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "produce_types" ADD COLUMN "produce_detail" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "produce_types" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "produce_types" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_channels" ADD CONSTRAINT "brand_channels_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_channels" ADD CONSTRAINT "brand_channels_applied_by_accounts_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_channels" ADD CONSTRAINT "brand_channels_handled_by_accounts_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produce_codes" ADD CONSTRAINT "produce_codes_produce_type_id_produce_types_id_fk" FOREIGN KEY ("produce_type_id") REFERENCES "public"."produce_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_channels_brand_channel_uq" ON "brand_channels" USING btree ("brand_id","channel");--> statement-breakpoint
CREATE INDEX "brand_channels_status_idx" ON "brand_channels" USING btree ("status","applied_at");--> statement-breakpoint
CREATE UNIQUE INDEX "produce_codes_code_uq" ON "produce_codes" USING btree ("produce_type_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "produce_molds_name_uq" ON "produce_molds" USING btree ("name");--> statement-breakpoint
CREATE INDEX "produce_types_mold_idx" ON "produce_types" USING btree ("produce_mold","sort");--> statement-breakpoint
CREATE INDEX "produce_types_pid_idx" ON "produce_types" USING btree ("pid");