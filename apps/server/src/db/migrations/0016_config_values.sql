CREATE TABLE "config_dictionary_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_states" (
	"owner_kind" varchar(5) NOT NULL,
	"owner_id" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_name" varchar(50) DEFAULT '' NOT NULL,
	CONSTRAINT "config_states_pk" PRIMARY KEY("owner_kind","owner_id")
);
--> statement-breakpoint
CREATE TABLE "config_values" (
	"owner_kind" varchar(5) NOT NULL,
	"owner_id" integer NOT NULL,
	"field_code" varchar(50) NOT NULL,
	"value" jsonb NOT NULL,
	"is_seller_read" boolean DEFAULT false NOT NULL,
	"is_seller_write" boolean DEFAULT false NOT NULL,
	"related_field_code" varchar(50),
	"related_field_value" varchar(200),
	CONSTRAINT "config_values_pk" PRIMARY KEY("owner_kind","owner_id","field_code")
);
--> statement-breakpoint
CREATE TABLE "config_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" varchar(5) NOT NULL,
	"owner_id" integer NOT NULL,
	"version" integer NOT NULL,
	"account_id" integer,
	"account_name" varchar(50) DEFAULT '' NOT NULL,
	"account_phone" varchar(20) DEFAULT '' NOT NULL,
	"action" varchar(10) NOT NULL,
	"restored_from" integer,
	"snapshot" jsonb NOT NULL,
	"diff" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "config_versions" ADD CONSTRAINT "config_versions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "config_versions_owner_version_uq" ON "config_versions" USING btree ("owner_kind","owner_id","version");--> statement-breakpoint
-- The dictionary's generation (issue 14): every statement that writes config_fields bumps it, in the
-- writer's transaction, whichever code path wrote (editor, one-key sync, seeds, a hand-run UPDATE).
-- The effective read compares it with its compiled copy of the dictionary.
INSERT INTO "config_dictionary_state" ("id", "generation") VALUES (1, 1);--> statement-breakpoint
CREATE FUNCTION config_dictionary_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE config_dictionary_state SET generation = generation + 1 WHERE id = 1;
  PERFORM pg_notify('config_effective', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER config_fields_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "config_fields" FOR EACH STATEMENT EXECUTE FUNCTION config_dictionary_bump();--> statement-breakpoint
-- Everything the effective read's cached state depends on announces its changes on commit
-- (statement-level, so a bulk write announces once). The embedded database is one process, so its
-- listener learns of every change before the writer's call returns and the read skips its per-call
-- check; a PostgreSQL server checks on every read instead (docs/configuration.md).
CREATE FUNCTION config_effective_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('config_effective', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER config_states_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "config_states" FOR EACH STATEMENT EXECUTE FUNCTION config_effective_notify();--> statement-breakpoint
CREATE TRIGGER brands_config_changed AFTER UPDATE OF group_id, brand_type, industry_id OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION config_effective_notify();--> statement-breakpoint
CREATE TRIGGER industries_config_changed AFTER UPDATE OR DELETE OR TRUNCATE ON "industries" FOR EACH STATEMENT EXECUTE FUNCTION config_effective_notify();
--> statement-breakpoint
-- The brand configuration list filters by business type, which for 餐饮 brands follows from the
-- industry: this index keeps a rare one (茶饮, 轻餐) an index range on a million brands. Not declared in
-- brands.table.ts (that module's file), so drizzle-kit neither creates nor drops it.
CREATE INDEX "brands_industry_created_idx" ON "brands" USING btree ("industry_id","created_at","id");
