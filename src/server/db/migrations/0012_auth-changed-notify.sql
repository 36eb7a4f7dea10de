-- The server caches signed-in users and the tokens it has checked (decision record 018). Every change
-- that can make a cached entry wrong says so on the channel auth_changed, at commit: 'u:<id>' when a
-- user row changes or goes (role, password reset, deletion...), 'r:<token id>' when a token is
-- logged out. Triggers, so that no code path that writes these tables can forget to.
CREATE OR REPLACE FUNCTION auth_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('auth_changed', 'u:' || OLD.id);
  ELSE
    PERFORM pg_notify('auth_changed', 'r:' || NEW.token_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER revoked_tokens_auth_changed AFTER INSERT ON revoked_tokens
  FOR EACH ROW EXECUTE FUNCTION auth_changed_notify();
