-- A role's page and code grants are kept in memory per role (ADR 0012): every statement that writes
-- role_menus (what a role holds) or menus (a node's path, code or type) announces it on the channel
-- `grant_changes`, in the writer's transaction, so every server instance forgets its grants on commit,
-- whichever module or hand-run statement wrote. A role's enabled flag travels with the session
-- (migration 0020's `roles_session_changed`).
CREATE FUNCTION grant_changes_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('grant_changes', '*');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER role_menus_grants_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_menus"
  FOR EACH STATEMENT EXECUTE FUNCTION grant_changes_notify();--> statement-breakpoint
CREATE TRIGGER menus_grants_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menus"
  FOR EACH STATEMENT EXECUTE FUNCTION grant_changes_notify();
