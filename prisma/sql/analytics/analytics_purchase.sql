-- Purchases in the roll-ups (TG_ARGV[0] = 'points' | 'stamps'): a purchase counts while not cancelled;
-- insert, cancel, un-cancel, a changed amount or store and delete each move the day sums, its tags' sums
-- and the visit days. A purchase's time never changes (SQLSTATE 23514, ledger_immutable).
-- In SQL: kept by the ledger's triggers in the same transaction as the ledger row, so the reports can
-- never disagree with the history, whichever code wrote it.
--
-- The triggers are named <table>_ledger_rollup so they fire after <table>_ledger and
-- <table>_ledger_count (triggers fire in name order): every statement locks the customer row
-- (ledger_move) before any roll-up row, so two purchases cannot deadlock, and a customer's visit
-- bookkeeping runs one change at a time.
CREATE OR REPLACE FUNCTION analytics_purchase() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  is_points BOOLEAN := TG_ARGV[0] = 'points';
  counted_before BOOLEAN := TG_OP <> 'INSERT' AND OLD."cancelledAt" IS NULL;
  counted_after BOOLEAN := TG_OP <> 'DELETE' AND NEW."cancelledAt" IS NULL;
  old_points INT := 0;
  new_points INT := 0;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."createdAt" <> OLD."createdAt" THEN
    RAISE EXCEPTION 'ledger rows are immutable' USING ERRCODE = '23514', CONSTRAINT = 'ledger_immutable';
  END IF;
  IF TG_OP = 'DELETE' AND analytics_customer_gone(OLD."customerId") THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND counted_before = counted_after AND NEW.amount = OLD.amount
     AND NEW."storeId" IS NOT DISTINCT FROM OLD."storeId" THEN
    RETURN NULL;
  END IF;
  -- Only "Transaction" has points (a record's field is looked up when the statement runs).
  IF is_points AND TG_OP <> 'INSERT' THEN old_points := OLD.points; END IF;
  IF is_points AND TG_OP <> 'DELETE' THEN new_points := NEW.points; END IF;
  IF counted_before THEN
    PERFORM analytics_purchase_change(is_points, OLD.id, OLD."companyId", OLD."createdAt", OLD."storeId", OLD.amount, old_points, -1, TG_OP = 'UPDATE');
  END IF;
  IF counted_after THEN
    PERFORM analytics_purchase_change(is_points, NEW.id, NEW."companyId", NEW."createdAt", NEW."storeId", NEW.amount, new_points, 1, TG_OP = 'UPDATE');
  END IF;
  IF counted_before <> counted_after THEN
    PERFORM analytics_visit_change(
      CASE WHEN TG_OP = 'DELETE' THEN OLD."customerId" ELSE NEW."customerId" END,
      CASE WHEN TG_OP = 'DELETE' THEN OLD."companyId" ELSE NEW."companyId" END,
      athens_time(CASE WHEN TG_OP = 'DELETE' THEN OLD."createdAt" ELSE NEW."createdAt" END)::date,
      CASE WHEN counted_after THEN 1 ELSE -1 END);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER transaction_ledger_rollup AFTER INSERT OR UPDATE OR DELETE ON "Transaction" FOR EACH ROW EXECUTE FUNCTION analytics_purchase('points');
CREATE OR REPLACE TRIGGER stamp_transaction_ledger_rollup AFTER INSERT OR UPDATE OR DELETE ON "StampTransaction" FOR EACH ROW EXECUTE FUNCTION analytics_purchase('stamps');
