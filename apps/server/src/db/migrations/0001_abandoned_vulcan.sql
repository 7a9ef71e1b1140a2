CREATE TABLE "update_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_type" smallint NOT NULL,
	"title" varchar(100) NOT NULL,
	"versions_num" varchar(30) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_suggests" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"content" varchar(500) NOT NULL,
	"contact" varchar(50) DEFAULT '' NOT NULL,
	"channel" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer
);
--> statement-breakpoint
CREATE INDEX "update_notices_type_created_idx" ON "update_notices" USING btree ("service_type","created_at");--> statement-breakpoint
CREATE INDEX "customer_suggests_brand_status_idx" ON "customer_suggests" USING btree ("brand_id","status","id");--> statement-breakpoint
CREATE INDEX "customer_suggests_status_idx" ON "customer_suggests" USING btree ("status","id");