-- A tag put on (or taken off) a purchase that counts moves the tag's sums.
-- In SQL: kept by the ledger's triggers in the same transaction as the ledger row, so the reports can
-- never disagree with the history, whichever code wrote it.
CREATE OR REPLACE FUNCTION analytics_tag() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  is_points BOOLEAN := TG_ARGV[0] = 'points';
  purchase RECORD;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF is_points THEN
      SELECT "companyId", "createdAt", amount, "cancelledAt" INTO purchase FROM "Transaction" WHERE id = OLD."transactionId";
    ELSE
      SELECT "companyId", "createdAt", amount, "cancelledAt" INTO purchase FROM "StampTransaction" WHERE id = OLD."transactionId";
    END IF;
    IF FOUND AND purchase."cancelledAt" IS NULL THEN
      PERFORM analytics_item_add(purchase."companyId", purchase."createdAt", CASE WHEN is_points THEN 'tag' ELSE 'stamp-tag' END, OLD."tagId", -1, -purchase.amount, 0);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF is_points THEN
      SELECT "companyId", "createdAt", amount, "cancelledAt" INTO purchase FROM "Transaction" WHERE id = NEW."transactionId";
    ELSE
      SELECT "companyId", "createdAt", amount, "cancelledAt" INTO purchase FROM "StampTransaction" WHERE id = NEW."transactionId";
    END IF;
    IF FOUND AND purchase."cancelledAt" IS NULL THEN
      PERFORM analytics_item_add(purchase."companyId", purchase."createdAt", CASE WHEN is_points THEN 'tag' ELSE 'stamp-tag' END, NEW."tagId", 1, purchase.amount, 0);
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER tag_on_transaction_ledger_rollup AFTER INSERT OR UPDATE OR DELETE ON "TagOnTransaction" FOR EACH ROW EXECUTE FUNCTION analytics_tag('points');
CREATE OR REPLACE TRIGGER tag_on_stamp_transaction_ledger_rollup AFTER INSERT OR UPDATE OR DELETE ON "TagOnStampTransaction" FOR EACH ROW EXECUTE FUNCTION analytics_tag('stamps');
