CREATE TABLE "store_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"produce_type_id" integer NOT NULL,
	"begin_date" date,
	"end_date" date NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_services" ADD CONSTRAINT "store_services_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_services" ADD CONSTRAINT "store_services_produce_type_id_produce_types_id_fk" FOREIGN KEY ("produce_type_id") REFERENCES "public"."produce_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_services" ADD CONSTRAINT "store_services_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_services_store_service_uq" ON "store_services" USING btree ("store_id","produce_type_id");--> statement-breakpoint
CREATE INDEX "store_services_end_idx" ON "store_services" USING btree ("end_date");