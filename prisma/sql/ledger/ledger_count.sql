-- A shop's number of rows in each history list (purchases, stamp purchases, coupons, stamp coupons),
-- read by server/src/ledger/counts.ts instead of count(*) over the whole history: +1 on insert, -1 on
-- delete, into the connection's shard (analytics_shard) of "LedgerCount".
-- In SQL: the count changes in the ledger row's transaction, so it always equals the rows.
--
-- The triggers are named <table>_ledger_count so they fire after <table>_ledger (triggers fire in name
-- order): every statement locks the customer row before a count shard, so two purchases cannot deadlock.
CREATE OR REPLACE FUNCTION ledger_count() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  row_company TEXT;
  delta INT := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
  customer TEXT := CASE WHEN TG_OP = 'INSERT' THEN NEW."customerId" ELSE OLD."customerId" END;
BEGIN
  IF TG_ARGV[0] IN ('transactions', 'stamps-transactions') THEN
    row_company := CASE WHEN TG_OP = 'INSERT' THEN NEW."companyId" ELSE OLD."companyId" END;
  ELSE
    SELECT "companyId" INTO row_company FROM "Customer" WHERE id = customer;
  END IF;
  INSERT INTO "LedgerCount" ("companyId", kind, shard, count)
  VALUES (row_company, TG_ARGV[0], analytics_shard(), delta)
  ON CONFLICT ("companyId", kind, shard) DO UPDATE SET count = "LedgerCount".count + EXCLUDED.count;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER transaction_ledger_count AFTER INSERT OR DELETE ON "Transaction" FOR EACH ROW EXECUTE FUNCTION ledger_count('transactions');
CREATE OR REPLACE TRIGGER stamp_transaction_ledger_count AFTER INSERT OR DELETE ON "StampTransaction" FOR EACH ROW EXECUTE FUNCTION ledger_count('stamps-transactions');
CREATE OR REPLACE TRIGGER coupon_ledger_count AFTER INSERT OR DELETE ON "Coupon" FOR EACH ROW EXECUTE FUNCTION ledger_count('coupons');
CREATE OR REPLACE TRIGGER stamp_coupon_ledger_count AFTER INSERT OR DELETE ON "StampCoupon" FOR EACH ROW EXECUTE FUNCTION ledger_count('stamps-coupons');
