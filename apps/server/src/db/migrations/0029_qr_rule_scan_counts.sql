CREATE TABLE "qr_rule_scan_counts" (
	"rule_id" integer NOT NULL,
	"day" date NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "qr_rule_scan_counts_rule_id_day_pk" PRIMARY KEY("rule_id","day")
);
--> statement-breakpoint
ALTER TABLE "qr_rule_scan_counts" ADD CONSTRAINT "qr_rule_scan_counts_rule_id_qr_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."qr_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qr_codes_rule_bound_idx" ON "qr_codes" USING btree ("rule_id") WHERE "qr_codes"."rule_id" is not null and "qr_codes"."store_id" is not null;--> statement-breakpoint
-- The counts already written, carried over under the rules their codes are bound to now.
INSERT INTO "qr_rule_scan_counts" ("rule_id", "day", "count")
  SELECT q."rule_id", c."day", sum(c."count") FROM "qr_scan_counts" c JOIN "qr_codes" q ON q."id" = c."code_id"
  WHERE q."rule_id" IS NOT NULL GROUP BY q."rule_id", c."day";
