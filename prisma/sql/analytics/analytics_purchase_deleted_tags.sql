-- A deleted purchase that counted leaves its tags' sums: read before the row (and, by cascade, its tags)
-- go, so a BEFORE DELETE trigger.
-- In SQL: kept by the ledger's triggers in the same transaction as the ledger row, so the reports can
-- never disagree with the history, whichever code wrote it.
CREATE OR REPLACE FUNCTION analytics_purchase_deleted_tags() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."cancelledAt" IS NULL AND NOT analytics_customer_gone(OLD."customerId") THEN
    INSERT INTO "AnalyticsItem" AS a ("companyId", day, kind, "itemId", shard, count, amount, redeemed)
    SELECT OLD."companyId", athens_time(OLD."createdAt")::date, CASE WHEN TG_ARGV[0] = 'points' THEN 'tag' ELSE 'stamp-tag' END,
           tags."tagId", analytics_shard(), -1, -OLD.amount, 0
      FROM (SELECT "tagId" FROM "TagOnTransaction" WHERE TG_ARGV[0] = 'points' AND "transactionId" = OLD.id
            UNION ALL
            SELECT "tagId" FROM "TagOnStampTransaction" WHERE TG_ARGV[0] = 'stamps' AND "transactionId" = OLD.id) AS tags
     ORDER BY tags."tagId"
    ON CONFLICT ("companyId", day, kind, "itemId", shard) DO UPDATE SET
      count = a.count + EXCLUDED.count, amount = a.amount + EXCLUDED.amount;
  END IF;
  RETURN OLD;
END $$;

CREATE OR REPLACE TRIGGER transaction_rollup_deleted_tags BEFORE DELETE ON "Transaction" FOR EACH ROW EXECUTE FUNCTION analytics_purchase_deleted_tags('points');
CREATE OR REPLACE TRIGGER stamp_transaction_rollup_deleted_tags BEFORE DELETE ON "StampTransaction" FOR EACH ROW EXECUTE FUNCTION analytics_purchase_deleted_tags('stamps');
