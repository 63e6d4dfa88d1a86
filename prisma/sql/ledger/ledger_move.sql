-- Balances follow the ledger: Customer.points and Customer.stamps change only here, in the same
-- transaction as the ledger row that moves them, and never below zero (SQLSTATE 23514 with the named
-- constraint customer_points_nonnegative / customer_stamps_nonnegative, which server/src/lib/errors.ts
-- turns into the cashier's Greek message; it also matches these messages, keep them).
-- In SQL: the UPDATE locks the customer row, so two cashiers spending one customer's points at once run
-- one after the other against the balance the first left, and no code path can write a ledger row
-- without moving the balance.
CREATE OR REPLACE FUNCTION ledger_move(customer TEXT, points_delta INT, stamps_delta INT, visit TIMESTAMP)
RETURNS VOID LANGUAGE plpgsql AS $$
DECLARE
  new_points INT;
  new_stamps INT;
BEGIN
  UPDATE "Customer"
     SET points = points + points_delta,
         stamps = stamps + stamps_delta,
         "lastVisitAt" = CASE WHEN visit IS NOT NULL AND ("lastVisitAt" IS NULL OR "lastVisitAt" < visit)
                              THEN visit ELSE "lastVisitAt" END
   WHERE id = customer
  RETURNING points, stamps INTO new_points, new_stamps;
  IF new_points < 0 THEN
    RAISE EXCEPTION 'points balance would become negative' USING ERRCODE = '23514', CONSTRAINT = 'customer_points_nonnegative';
  END IF;
  IF new_stamps < 0 THEN
    RAISE EXCEPTION 'stamps balance would become negative' USING ERRCODE = '23514', CONSTRAINT = 'customer_stamps_nonnegative';
  END IF;
END $$;
