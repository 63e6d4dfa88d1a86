-- An expiry ("PointsExpiry", written by the monthly job server/src/automation/expiry.ts) takes its
-- points and stamps off the balance; deleting it gives them back. Its amounts and customer never change.
-- In SQL: the balance moves in the same transaction as the expiry row (ledger_move).
CREATE OR REPLACE FUNCTION ledger_points_expiry() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM ledger_move(NEW."customerId", -NEW.points, -NEW.stamps, NULL);
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW.points <> OLD.points OR NEW.stamps <> OLD.stamps OR NEW."customerId" <> OLD."customerId" THEN
      RAISE EXCEPTION 'ledger rows are immutable' USING ERRCODE = '23514', CONSTRAINT = 'ledger_immutable';
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM ledger_move(OLD."customerId", OLD.points, OLD.stamps, NULL);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER points_expiry_ledger AFTER INSERT OR UPDATE OR DELETE ON "PointsExpiry" FOR EACH ROW EXECUTE FUNCTION ledger_points_expiry();
