CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"province_code" text NOT NULL,
	"city_code" text NOT NULL,
	"district_code" text,
	"region_name" text,
	"address" text NOT NULL,
	"street" text,
	"longitude" double precision NOT NULL,
	"latitude" double precision NOT NULL,
	"contact_name" text,
	"contact_phone" text,
	"open_date" date,
	"expire_date" date,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stores_brand_code_uq" ON "stores" USING btree ("brand_id","code") WHERE "stores"."code" is not null;--> statement-breakpoint
CREATE INDEX "stores_brand_idx" ON "stores" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "stores_expire_idx" ON "stores" USING btree ("expire_date");