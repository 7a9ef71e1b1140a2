-- Per-key invalidation of the resolve call's memory (issue 25): instead of one '*' per statement,
-- which made every instance forget every resolved code whenever any code or rule was written, the
-- triggers name what changed, in the writer's transaction, so it reaches every instance on commit:
--   'c:<token>' a code (bound, rebound, unbound, created, deleted; not the refresh's last_page),
--   'c:*'       many codes at once (over 1,000 in one statement, or a TRUNCATE),
--   'r:<id>'    a rule, or the brands it names,
--   'r:*'       rules or their brands truncated,
--   'a'         the platform registrations.
-- PostgreSQL folds identical notifications of one transaction into one.
DROP TRIGGER IF EXISTS qr_rules_changed ON "qr_rules";--> statement-breakpoint
DROP TRIGGER IF EXISTS qr_rule_brands_changed ON "qr_rule_brands";--> statement-breakpoint
DROP TRIGGER IF EXISTS qr_codes_changed ON "qr_codes";--> statement-breakpoint
DROP TRIGGER IF EXISTS qr_app_registrations_changed ON "qr_app_registrations";--> statement-breakpoint
DROP FUNCTION IF EXISTS qr_changes_notify();--> statement-breakpoint
CREATE FUNCTION qr_keys_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
  key text;
  prefix text := CASE WHEN TG_TABLE_NAME = 'qr_codes' THEN 'c:' ELSE 'r:' END;
BEGIN
  IF TG_TABLE_NAME = 'qr_app_registrations' THEN
    PERFORM pg_notify('qr_changes', 'a');
    RETURN NULL;
  END IF;
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('qr_changes', prefix || '*');
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'qr_codes' AND TG_OP = 'UPDATE' THEN
    -- What the refresh job records (last_page) and the bookkeeping columns change no resolution.
    SELECT array_agg(DISTINCT t) INTO keys FROM (
      SELECT o.token FROM changed_rows o JOIN new_rows w ON w.id = o.id
        WHERE (to_jsonb(o) - 'last_page' - 'version' - 'updated_at' - 'updated_by') IS DISTINCT FROM (to_jsonb(w) - 'last_page' - 'version' - 'updated_at' - 'updated_by')
      UNION ALL SELECT w.token FROM changed_rows o JOIN new_rows w ON w.id = o.id WHERE o.token IS DISTINCT FROM w.token
    ) s(t);
  ELSIF TG_TABLE_NAME = 'qr_codes' THEN
    SELECT array_agg(DISTINCT token) INTO keys FROM changed_rows;
  ELSIF TG_TABLE_NAME = 'qr_rules' AND TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT t) INTO keys FROM (SELECT id::text FROM changed_rows UNION ALL SELECT id::text FROM new_rows) s(t);
  ELSIF TG_TABLE_NAME = 'qr_rules' THEN
    SELECT array_agg(DISTINCT id::text) INTO keys FROM changed_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT t) INTO keys FROM (SELECT rule_id::text FROM changed_rows UNION ALL SELECT rule_id::text FROM new_rows) s(t);
  ELSE
    SELECT array_agg(DISTINCT rule_id::text) INTO keys FROM changed_rows;
  END IF;
  IF keys IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(keys) > 1000 THEN
    PERFORM pg_notify('qr_changes', prefix || '*');
    RETURN NULL;
  END IF;
  FOREACH key IN ARRAY keys LOOP
    PERFORM pg_notify('qr_changes', prefix || key);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER qr_codes_inserted AFTER INSERT ON "qr_codes" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qr_keys_notify();--> statement-breakpoint
CREATE TRIGGER qr_codes_updated AFTER UPDATE ON "qr_codes" REFERENCING OLD TABLE AS changed_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qr_keys_notify();--> statement-breakpoint
CREATE TRIGGER qr_codes_deleted AFTER DELETE ON "qr_codes" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qr_keys_notify();--> statement-breakpoint
CREATE TRIGGER qr_codes_truncated AFTER TRUNCATE ON "qr_codes"
  FOR EACH STATEMENT EXECUTE FUNCTION qr_keys_notify();--> statement-breakpoint
CREATE TRIGGER qr_rules_inserted AFTER INSERT ON "qr_rules" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qr_keys_notify();--> statement-breakpoint
CREATE TRIGGER qr_rules_updated AFTER UPDATE ON "qr_rules" REFERENCING OLD TABLE AS changed_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qr_keys_notify();--> statement-breakpoint
CREATE TRIGGER qr_rules_deleted AFTER DELETE ON "qr_rules" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qr_keys_notify();--> statement-breakpoint
CREATE TRIGGER qr_rules_truncated AFTER TRUNCATE ON "qr_rules"
  FOR EACH STATEMENT EXECUTE FUNCTION qr_keys_notify();--> statement-breakpoint
CREATE TRIGGER qr_rule_brands_inserted AFTER INSERT ON "qr_rule_brands" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qr_keys_notify();--> statement-breakpoint
CREATE TRIGGER qr_rule_brands_updated AFTER UPDATE ON "qr_rule_brands" REFERENCING OLD TABLE AS changed_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qr_keys_notify();--> statement-breakpoint
CREATE TRIGGER qr_rule_brands_deleted AFTER DELETE ON "qr_rule_brands" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qr_keys_notify();--> statement-breakpoint
CREATE TRIGGER qr_rule_brands_truncated AFTER TRUNCATE ON "qr_rule_brands"
  FOR EACH STATEMENT EXECUTE FUNCTION qr_keys_notify();--> statement-breakpoint
CREATE TRIGGER qr_app_registrations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qr_app_registrations"
  FOR EACH STATEMENT EXECUTE FUNCTION qr_keys_notify();
