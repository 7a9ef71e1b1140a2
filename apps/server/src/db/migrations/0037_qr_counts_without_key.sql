-- The scan counts' code_id loses its foreign key (issue 25): checking the key on each counted row
-- cost the count flush a fifth of its time, and on PGlite the flush runs on the server's own thread.
-- The flush writes only codes that exist; a code's counts still go with it, deleted by a statement
-- trigger over the deleted codes (what ON DELETE CASCADE did, once per statement instead of per row).
ALTER TABLE "qr_scan_counts" DROP CONSTRAINT "qr_scan_counts_code_id_qr_codes_id_fk";--> statement-breakpoint
CREATE FUNCTION qr_codes_counts_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM qr_scan_counts WHERE code_id IN (SELECT id FROM gone_codes);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER qr_codes_counts_gone AFTER DELETE ON "qr_codes" REFERENCING OLD TABLE AS gone_codes FOR EACH STATEMENT EXECUTE FUNCTION qr_codes_counts_gone();--> statement-breakpoint
CREATE FUNCTION qr_codes_truncate_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE qr_scan_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER qr_codes_truncate_counts AFTER TRUNCATE ON "qr_codes" FOR EACH STATEMENT EXECUTE FUNCTION qr_codes_truncate_counts();
