-- CreateTable
CREATE TABLE "LedgerCount" (
    "companyId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "shard" INTEGER NOT NULL,
    "count" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "LedgerCount_pkey" PRIMARY KEY ("companyId","kind","shard")
);

-- Kept by triggers: +1 on insert, -1 on delete, into one of 16 shards picked at random. Named
-- <table>_ledger_count so they fire after <table>_ledger (triggers fire in name order): every
-- statement locks the customer row before a count shard, so two purchases cannot deadlock.
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
  VALUES (row_company, TG_ARGV[0], floor(random() * 16)::INT, delta)
  ON CONFLICT ("companyId", kind, shard) DO UPDATE SET count = "LedgerCount".count + EXCLUDED.count;
  RETURN NULL;
END $$;

CREATE TRIGGER transaction_ledger_count AFTER INSERT OR DELETE ON "Transaction" FOR EACH ROW EXECUTE FUNCTION ledger_count('transactions');
CREATE TRIGGER stamp_transaction_ledger_count AFTER INSERT OR DELETE ON "StampTransaction" FOR EACH ROW EXECUTE FUNCTION ledger_count('stamps-transactions');
CREATE TRIGGER coupon_ledger_count AFTER INSERT OR DELETE ON "Coupon" FOR EACH ROW EXECUTE FUNCTION ledger_count('coupons');
CREATE TRIGGER stamp_coupon_ledger_count AFTER INSERT OR DELETE ON "StampCoupon" FOR EACH ROW EXECUTE FUNCTION ledger_count('stamps-coupons');

INSERT INTO "LedgerCount" ("companyId", kind, shard, count)
SELECT "companyId", 'transactions', 0, count(*) FROM "Transaction" GROUP BY 1
UNION ALL SELECT "companyId", 'stamps-transactions', 0, count(*) FROM "StampTransaction" GROUP BY 1
UNION ALL SELECT c."companyId", 'coupons', 0, count(*) FROM "Coupon" x JOIN "Customer" c ON c.id = x."customerId" GROUP BY 1
UNION ALL SELECT c."companyId", 'stamps-coupons', 0, count(*) FROM "StampCoupon" x JOIN "Customer" c ON c.id = x."customerId" GROUP BY 1;
