-- Stamp purchases ("StampTransaction") move the stamps balance by one: + on insert (unless inserted
-- cancelled), - when cancelled, + again when un-cancelled, reversed on delete. The customer never changes.
-- In SQL: the balance moves in the purchase's own statement and transaction (ledger_move).
CREATE OR REPLACE FUNCTION ledger_stamp_transaction() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW."cancelledAt" IS NULL THEN PERFORM ledger_move(NEW."customerId", 0, 1, NEW."createdAt"); END IF;
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW."customerId" <> OLD."customerId" THEN
      RAISE EXCEPTION 'ledger rows are immutable' USING ERRCODE = '23514', CONSTRAINT = 'ledger_immutable';
    END IF;
    IF OLD."cancelledAt" IS NULL AND NEW."cancelledAt" IS NOT NULL THEN PERFORM ledger_move(NEW."customerId", 0, -1, NULL);
    ELSIF OLD."cancelledAt" IS NOT NULL AND NEW."cancelledAt" IS NULL THEN PERFORM ledger_move(NEW."customerId", 0, 1, NULL);
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD."cancelledAt" IS NULL THEN PERFORM ledger_move(OLD."customerId", 0, -1, NULL); END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER stamp_transaction_ledger AFTER INSERT OR UPDATE OR DELETE ON "StampTransaction" FOR EACH ROW EXECUTE FUNCTION ledger_stamp_transaction();
