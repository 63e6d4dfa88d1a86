-- Gifts in the day sums (TG_ARGV[0] = 'points' | 'stamps').
-- In SQL: kept by the ledger's triggers in the same transaction as the ledger row, so the reports can
-- never disagree with the history, whichever code wrote it.
CREATE OR REPLACE FUNCTION analytics_gift() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  is_points BOOLEAN := TG_ARGV[0] = 'points';
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.points = OLD.points AND NEW."createdAt" = OLD."createdAt" AND NEW."companyId" = OLD."companyId" THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' AND analytics_customer_gone(OLD."customerId") THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM analytics_day_add(OLD."companyId", OLD."createdAt", '',
      d_gifted_points => CASE WHEN is_points THEN -OLD.points ELSE 0 END, d_gifted_stamps => CASE WHEN is_points THEN 0 ELSE -OLD.points END);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM analytics_day_add(NEW."companyId", NEW."createdAt", '',
      d_gifted_points => CASE WHEN is_points THEN NEW.points ELSE 0 END, d_gifted_stamps => CASE WHEN is_points THEN 0 ELSE NEW.points END);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER gifted_ledger_rollup AFTER INSERT OR UPDATE OR DELETE ON "Gifted" FOR EACH ROW EXECUTE FUNCTION analytics_gift('points');
CREATE OR REPLACE TRIGGER stamp_gifted_ledger_rollup AFTER INSERT OR UPDATE OR DELETE ON "StampGifted" FOR EACH ROW EXECUTE FUNCTION analytics_gift('stamps');
