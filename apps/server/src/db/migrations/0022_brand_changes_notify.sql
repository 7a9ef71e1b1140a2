-- The brand list's capped counts are kept in memory per search (ADR 0011): every statement that
-- writes brands announces it on the channel `brand_changes`, in the writer's transaction, so every
-- server instance forgets its counts on commit, whichever module or hand-run statement wrote.
CREATE FUNCTION brand_changes_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('brand_changes', '*');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER brands_counts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION brand_changes_notify();
