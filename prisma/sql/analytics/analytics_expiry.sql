-- Expiries ("PointsExpiry") in the day sums: the points and stamps that expired.
-- In SQL: kept by the ledger's triggers in the same transaction as the ledger row, so the reports can
-- never disagree with the history, whichever code wrote it.
CREATE OR REPLACE FUNCTION analytics_expiry() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."createdAt" = OLD."createdAt" AND NEW."companyId" = OLD."companyId" THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' AND analytics_customer_gone(OLD."customerId") THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM analytics_day_add(OLD."companyId", OLD."createdAt", '', d_expired_points => -OLD.points, d_expired_stamps => -OLD.stamps);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM analytics_day_add(NEW."companyId", NEW."createdAt", '', d_expired_points => NEW.points, d_expired_stamps => NEW.stamps);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER points_expiry_ledger_rollup AFTER INSERT OR UPDATE OR DELETE ON "PointsExpiry" FOR EACH ROW EXECUTE FUNCTION analytics_expiry();
