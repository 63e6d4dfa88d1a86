-- Balances follow the ledger. Customer.points / Customer.stamps change only here, in the same
-- transaction as the ledger row, and never below zero (SQLSTATE 23514, named constraint).

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

-- Purchases: + points on insert (unless inserted cancelled), - points when cancelled, reversed on delete.
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

-- Gifts add, coupons spend. TG_ARGV[0] = 'points' | 'stamps', TG_ARGV[1] = '1' (gift) | '-1' (coupon).
CREATE OR REPLACE FUNCTION ledger_gift_or_coupon() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  sign INT := TG_ARGV[1]::INT;
  is_points BOOLEAN := TG_ARGV[0] = 'points';
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM ledger_move(NEW."customerId", CASE WHEN is_points THEN sign * NEW.points ELSE 0 END,
                                           CASE WHEN is_points THEN 0 ELSE sign * NEW.points END, NULL);
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW.points <> OLD.points OR NEW."customerId" <> OLD."customerId" THEN
      RAISE EXCEPTION 'ledger rows are immutable' USING ERRCODE = '23514', CONSTRAINT = 'ledger_immutable';
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM ledger_move(OLD."customerId", CASE WHEN is_points THEN -sign * OLD.points ELSE 0 END,
                                           CASE WHEN is_points THEN 0 ELSE -sign * OLD.points END, NULL);
  END IF;
  RETURN NULL;
END $$;

-- Guards: a customer's balance columns are written only by ledger_move.
CREATE OR REPLACE FUNCTION ledger_amounts_valid() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.points < 0 THEN
    RAISE EXCEPTION 'ledger points must not be negative' USING ERRCODE = '23514', CONSTRAINT = 'ledger_points_nonnegative';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER transaction_valid BEFORE INSERT OR UPDATE ON "Transaction" FOR EACH ROW EXECUTE FUNCTION ledger_amounts_valid();
CREATE TRIGGER gifted_valid BEFORE INSERT OR UPDATE ON "Gifted" FOR EACH ROW EXECUTE FUNCTION ledger_amounts_valid();
CREATE TRIGGER stamp_gifted_valid BEFORE INSERT OR UPDATE ON "StampGifted" FOR EACH ROW EXECUTE FUNCTION ledger_amounts_valid();
CREATE TRIGGER coupon_valid BEFORE INSERT OR UPDATE ON "Coupon" FOR EACH ROW EXECUTE FUNCTION ledger_amounts_valid();
CREATE TRIGGER stamp_coupon_valid BEFORE INSERT OR UPDATE ON "StampCoupon" FOR EACH ROW EXECUTE FUNCTION ledger_amounts_valid();

CREATE TRIGGER transaction_ledger AFTER INSERT OR UPDATE OR DELETE ON "Transaction" FOR EACH ROW EXECUTE FUNCTION ledger_transaction();
CREATE TRIGGER stamp_transaction_ledger AFTER INSERT OR UPDATE OR DELETE ON "StampTransaction" FOR EACH ROW EXECUTE FUNCTION ledger_stamp_transaction();
CREATE TRIGGER gifted_ledger AFTER INSERT OR UPDATE OR DELETE ON "Gifted" FOR EACH ROW EXECUTE FUNCTION ledger_gift_or_coupon('points', '1');
CREATE TRIGGER stamp_gifted_ledger AFTER INSERT OR UPDATE OR DELETE ON "StampGifted" FOR EACH ROW EXECUTE FUNCTION ledger_gift_or_coupon('stamps', '1');
CREATE TRIGGER coupon_ledger AFTER INSERT OR UPDATE OR DELETE ON "Coupon" FOR EACH ROW EXECUTE FUNCTION ledger_gift_or_coupon('points', '-1');
CREATE TRIGGER stamp_coupon_ledger AFTER INSERT OR UPDATE OR DELETE ON "StampCoupon" FOR EACH ROW EXECUTE FUNCTION ledger_gift_or_coupon('stamps', '-1');
