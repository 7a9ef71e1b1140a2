-- The store list's "name or code contains" (bench/stores.ts: 0.4 s at 500,000 stores without it):
-- the pieces of name and code (brand_name_grams of migration 0007, a line break between them so no
-- piece spans both) in a stored column with a GIN index; `ilike` then decides, as for brands.
ALTER TABLE "stores" ADD COLUMN "name_grams" integer[] GENERATED ALWAYS AS (brand_name_grams(name || chr(10) || coalesce(code, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "stores_name_grams_idx" ON "stores" USING gin ("name_grams");--> statement-breakpoint
-- Open stores by expiry date: the renewal prompt counts them from the index alone.
CREATE INDEX "stores_open_expire_idx" ON "stores" USING btree ("expire_date") WHERE "stores"."status" = 1;