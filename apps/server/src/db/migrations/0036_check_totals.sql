CREATE TABLE "check_entity_totals" (
	"module" text NOT NULL,
	"entity" text NOT NULL,
	"records" integer NOT NULL,
	"failing" integer NOT NULL,
	CONSTRAINT "check_entity_totals_module_entity_pk" PRIMARY KEY("module","entity")
);
--> statement-breakpoint
CREATE TABLE "check_field_totals" (
	"module" text NOT NULL,
	"entity" text NOT NULL,
	"field_code" text NOT NULL,
	"label" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "check_field_totals_module_entity_field_code_label_pk" PRIMARY KEY("module","entity","field_code","label")
);
--> statement-breakpoint
CREATE TABLE "check_pending" (
	"module" text NOT NULL,
	"entity" text NOT NULL,
	"record_pk" integer NOT NULL,
	"rev" integer NOT NULL,
	"fresh" boolean NOT NULL,
	CONSTRAINT "check_pending_module_entity_record_pk_pk" PRIMARY KEY("module","entity","record_pk")
);
--> statement-breakpoint
-- What stands now (issue 28): the totals each check page keeps from here on, and the records still
-- waiting for a check, before the columns that told them apart go.
INSERT INTO "check_entity_totals" ("module", "entity", "records", "failing")
SELECT r."module", r."entity", count(*) FILTER (WHERE r."checked_rev" > 0)::int,
  coalesce((SELECT count(DISTINCT f."record_pk")::int FROM "check_failures" f WHERE f."module" = r."module" AND f."entity" = r."entity"), 0)
FROM "check_records" r GROUP BY r."module", r."entity";
--> statement-breakpoint
INSERT INTO "check_field_totals" ("module", "entity", "field_code", "label", "n")
SELECT "module", "entity", "field_code", "label", count(*)::int FROM "check_failures" GROUP BY "module", "entity", "field_code", "label";
--> statement-breakpoint
INSERT INTO "check_pending" ("module", "entity", "record_pk", "rev", "fresh")
SELECT "module", "entity", "id", "rev", "checked_rev" = 0 FROM "check_records" WHERE "rev" <> "checked_rev";
--> statement-breakpoint
DROP INDEX "check_records_pending_idx";--> statement-breakpoint
ALTER TABLE "check_records" DROP COLUMN "checked_rev";--> statement-breakpoint
ALTER TABLE "check_records" DROP COLUMN "checked_at";