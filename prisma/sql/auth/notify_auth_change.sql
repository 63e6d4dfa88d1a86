-- Every process keeps the session check and the shop membership in memory for a few seconds
-- (server/src/auth/authCache.ts) and drops them when these notifications (NOTIFY auth_changed, heard by
-- server/src/auth/authChanges.ts) say they changed: 'user:<id>' for a user's sessions, account or
-- employments, 'company:<id>' for a shop's settings. Identical notifications of one transaction arrive once.
-- In SQL: every change is announced, whichever process or script made it, and only once it commits.
CREATE OR REPLACE FUNCTION notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN row_changed := OLD; ELSE row_changed := NEW; END IF;
  IF TG_TABLE_NAME = 'Company' THEN
    PERFORM pg_notify('auth_changed', 'company:' || row_changed.id);
  ELSIF TG_TABLE_NAME = 'User' THEN
    PERFORM pg_notify('auth_changed', 'user:' || row_changed.id);
  ELSE
    PERFORM pg_notify('auth_changed', 'user:' || row_changed."userId");
    -- A session or employment moved to another user changes the first one's too.
    IF TG_OP = 'UPDATE' AND OLD."userId" IS DISTINCT FROM NEW."userId" THEN
      PERFORM pg_notify('auth_changed', 'user:' || OLD."userId");
    END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER "Session_auth_change" AFTER UPDATE OR DELETE ON "Session" FOR EACH ROW EXECUTE FUNCTION notify_auth_change();
CREATE OR REPLACE TRIGGER "User_auth_change" AFTER UPDATE OR DELETE ON "User" FOR EACH ROW EXECUTE FUNCTION notify_auth_change();
CREATE OR REPLACE TRIGGER "Employee_auth_change" AFTER INSERT OR UPDATE OR DELETE ON "Employee" FOR EACH ROW EXECUTE FUNCTION notify_auth_change();
CREATE OR REPLACE TRIGGER "Company_auth_change" AFTER UPDATE OR DELETE ON "Company" FOR EACH ROW EXECUTE FUNCTION notify_auth_change();
