-- Every change of a session or a user is announced on the channel 'session_changes', so that a
-- server keeping live sessions in memory forgets them at once (src/server/auth/sessionCache.ts):
-- 'session:<token hash>' for a session updated or deleted, 'user:<id>' for a user updated or deleted,
-- 'all' when either table is truncated.
CREATE FUNCTION announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 'session:' || OLD.token_hash);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION announce_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 'user:' || OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION announce_sessions_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 'all');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_announce_change AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION announce_session_change();
--> statement-breakpoint
CREATE TRIGGER users_announce_change AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION announce_user_change();
--> statement-breakpoint
CREATE TRIGGER sessions_announce_truncate AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_sessions_truncated();
--> statement-breakpoint
CREATE TRIGGER users_announce_truncate AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_sessions_truncated();
