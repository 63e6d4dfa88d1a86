-- Points purchases ("Transaction") move the points balance: + on insert (unless inserted cancelled),
-- - when cancelled, + again when un-cancelled, reversed on delete. Points and customer never change
-- (SQLSTATE 23514, ledger_immutable).
-- In SQL: the balance moves in the purchase's own statement and transaction (ledger_move).
CREATE OR REPLACE FUNCTION ledger_transaction() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW."cancelledAt" IS NULL THEN PERFORM ledger_move(NEW."customerId", NEW.points, 0, NEW."createdAt"); END IF;
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW.points <> OLD.points OR NEW."customerId" <> OLD."customerId" THEN
      RAISE EXCEPTION 'ledger rows are immutable' USING ERRCODE = '23514', CONSTRAINT = 'ledger_immutable';
    END IF;
    IF OLD."cancelledAt" IS NULL AND NEW."cancelledAt" IS NOT NULL THEN PERFORM ledger_move(NEW."customerId", -NEW.points, 0, NULL);
    ELSIF OLD."cancelledAt" IS NOT NULL AND NEW."cancelledAt" IS NULL THEN PERFORM ledger_move(NEW."customerId", NEW.points, 0, NULL);
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD."cancelledAt" IS NULL THEN PERFORM ledger_move(OLD."customerId", -OLD.points, 0, NULL); END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER transaction_ledger AFTER INSERT OR UPDATE OR DELETE ON "Transaction" FOR EACH ROW EXECUTE FUNCTION ledger_transaction();
