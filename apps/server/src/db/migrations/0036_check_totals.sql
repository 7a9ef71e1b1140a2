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
-- The counts as they stand (issue 28): from here on each check page keeps them.
INSERT INTO "check_entity_totals" ("module", "entity", "records", "failing")
SELECT r."module", r."entity", count(*) FILTER (WHERE r."checked_rev" > 0)::int,
  coalesce((SELECT count(DISTINCT f."record_pk")::int FROM "check_failures" f WHERE f."module" = r."module" AND f."entity" = r."entity"), 0)
FROM "check_records" r GROUP BY r."module", r."entity";
--> statement-breakpoint
INSERT INTO "check_field_totals" ("module", "entity", "field_code", "label", "n")
SELECT "module", "entity", "field_code", "label", count(*)::int FROM "check_failures" GROUP BY "module", "entity", "field_code", "label";
