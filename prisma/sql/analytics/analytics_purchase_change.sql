-- One purchase counted in (sign 1) or out (sign -1) of the day sums and, for a change of an existing
-- purchase, of its tags' sums (a new purchase's tags arrive through analytics_tag). Called by
-- analytics_purchase.
-- In SQL: kept by the ledger's triggers in the same transaction as the ledger row, so the reports can
-- never disagree with the history, whichever code wrote it.
CREATE OR REPLACE FUNCTION analytics_purchase_change(is_points BOOLEAN, purchase TEXT, company TEXT, at TIMESTAMP, store TEXT,
  p_amount INT, p_points INT, sign INT, with_tags BOOLEAN)
RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
  IF is_points THEN
    PERFORM analytics_day_add(company, at, store, d_purchases => sign, d_revenue => sign * p_amount, d_purchase_points => sign * p_points);
  ELSE
    PERFORM analytics_day_add(company, at, store, d_stamp_purchases => sign, d_stamp_revenue => sign * p_amount);
  END IF;
  IF with_tags THEN
    INSERT INTO "AnalyticsItem" AS a ("companyId", day, kind, "itemId", shard, count, amount, redeemed)
    SELECT company, athens_time(at)::date, CASE WHEN is_points THEN 'tag' ELSE 'stamp-tag' END, tags."tagId", analytics_shard(), sign, sign * p_amount, 0
      FROM (SELECT "tagId" FROM "TagOnTransaction" WHERE is_points AND "transactionId" = purchase
            UNION ALL
            SELECT "tagId" FROM "TagOnStampTransaction" WHERE NOT is_points AND "transactionId" = purchase) AS tags
     ORDER BY tags."tagId"
    ON CONFLICT ("companyId", day, kind, "itemId", shard) DO UPDATE SET
      count = a.count + EXCLUDED.count, amount = a.amount + EXCLUDED.amount;
  END IF;
END $$;
