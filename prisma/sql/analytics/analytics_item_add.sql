-- Adds to a shop's per-day sums for one tag or reward ("AnalyticsItem"), in the connection's shard.
-- In SQL: kept by the ledger's triggers in the same transaction as the ledger row, so the reports can
-- never disagree with the history, whichever code wrote it.
CREATE OR REPLACE FUNCTION analytics_item_add(company TEXT, at TIMESTAMP, item_kind TEXT, item TEXT, d_count INT, d_amount BIGINT, d_redeemed INT)
RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "AnalyticsItem" AS a ("companyId", day, kind, "itemId", shard, count, amount, redeemed)
  VALUES (company, athens_time(at)::date, item_kind, coalesce(item, ''), analytics_shard(), d_count, d_amount, d_redeemed)
  ON CONFLICT ("companyId", day, kind, "itemId", shard) DO UPDATE SET
    count = a.count + EXCLUDED.count, amount = a.amount + EXCLUDED.amount, redeemed = a.redeemed + EXCLUDED.redeemed;
END $$;
