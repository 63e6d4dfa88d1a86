-- An expiry never carries negative points or stamps (SQLSTATE 23514, ledger_points_nonnegative).
-- In SQL: checked on every write; a BEFORE trigger, so the row is not written.
CREATE OR REPLACE FUNCTION points_expiry_valid() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.points < 0 OR NEW.stamps < 0 THEN
    RAISE EXCEPTION 'ledger points must not be negative' USING ERRCODE = '23514', CONSTRAINT = 'ledger_points_nonnegative';
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER points_expiry_valid BEFORE INSERT OR UPDATE ON "PointsExpiry" FOR EACH ROW EXECUTE FUNCTION points_expiry_valid();
