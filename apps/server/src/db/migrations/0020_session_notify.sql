-- The in-memory session cache (ADR 0009): every write that can end a session or change what a
-- session may do announces it on the channel `session_changes`, in the writer's transaction, so it
-- reaches every server instance's listener on commit, whichever module or hand-run statement wrote.
-- Payloads: 's:<session id>', 'a:<account id>', 'b:<brand id>' (a brand organisation's group), '*' (everything).
-- A session's `last_seen_at` (the once-a-minute touch) is the only write that announces nothing.
CREATE FUNCTION session_changes_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    payload := '*';
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    payload := 's:' || OLD.id;
  ELSIF TG_TABLE_NAME = 'accounts' THEN
    payload := 'a:' || OLD.id;
  ELSIF TG_TABLE_NAME = 'brands' THEN
    payload := 'b:' || OLD.id;
  ELSE
    payload := '*';
  END IF;
  PERFORM pg_notify('session_changes', payload);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_seen_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at'))
  EXECUTE FUNCTION session_changes_notify();--> statement-breakpoint
CREATE TRIGGER sessions_removed AFTER DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION session_changes_notify();--> statement-breakpoint
CREATE TRIGGER accounts_session_changed AFTER UPDATE ON "accounts" FOR EACH ROW
  WHEN (OLD IS DISTINCT FROM NEW)
  EXECUTE FUNCTION session_changes_notify();--> statement-breakpoint
CREATE TRIGGER accounts_session_removed AFTER DELETE OR TRUNCATE ON "accounts" FOR EACH STATEMENT EXECUTE FUNCTION session_changes_notify();--> statement-breakpoint
CREATE TRIGGER roles_session_changed AFTER UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION session_changes_notify();--> statement-breakpoint
CREATE TRIGGER brands_session_changed AFTER UPDATE OF group_id ON "brands" FOR EACH ROW
  WHEN (OLD.group_id IS DISTINCT FROM NEW.group_id)
  EXECUTE FUNCTION session_changes_notify();--> statement-breakpoint
CREATE TRIGGER brands_session_removed AFTER DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION session_changes_notify();
