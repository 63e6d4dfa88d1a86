-- Gifts add to a balance, coupons spend from it (TG_ARGV[0] = 'points' | 'stamps', TG_ARGV[1] = '1'
-- for a gift, '-1' for a coupon). A coupon cancelled (cancelledAt set) gives its points (stamps) back,
-- un-cancelling it spends them again. A coupon the balance cannot pay for fails in ledger_move, so it is
-- never written. Points and customer never change (SQLSTATE 23514, ledger_immutable).
-- In SQL: the balance moves in the same transaction as the gift or coupon row (ledger_move).
CREATE OR REPLACE FUNCTION ledger_gift_or_coupon() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  sign INT := TG_ARGV[1]::INT;
  is_points BOOLEAN := TG_ARGV[0] = 'points';
  cancels BOOLEAN := TG_TABLE_NAME IN ('Coupon', 'StampCoupon');
  live_old BOOLEAN;
  live_new BOOLEAN;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF cancels AND (to_jsonb(NEW) ->> 'cancelledAt') IS NOT NULL THEN RETURN NULL; END IF;
    PERFORM ledger_move(NEW."customerId", CASE WHEN is_points THEN sign * NEW.points ELSE 0 END,
                                           CASE WHEN is_points THEN 0 ELSE sign * NEW.points END, NULL);
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW.points <> OLD.points OR NEW."customerId" <> OLD."customerId" THEN
      RAISE EXCEPTION 'ledger rows are immutable' USING ERRCODE = '23514', CONSTRAINT = 'ledger_immutable';
    END IF;
    IF cancels THEN
      live_old := (to_jsonb(OLD) ->> 'cancelledAt') IS NULL;
      live_new := (to_jsonb(NEW) ->> 'cancelledAt') IS NULL;
      IF live_old AND NOT live_new THEN
        PERFORM ledger_move(NEW."customerId", CASE WHEN is_points THEN -sign * NEW.points ELSE 0 END,
                                               CASE WHEN is_points THEN 0 ELSE -sign * NEW.points END, NULL);
      ELSIF live_new AND NOT live_old THEN
        PERFORM ledger_move(NEW."customerId", CASE WHEN is_points THEN sign * NEW.points ELSE 0 END,
                                               CASE WHEN is_points THEN 0 ELSE sign * NEW.points END, NULL);
      END IF;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF cancels AND (to_jsonb(OLD) ->> 'cancelledAt') IS NOT NULL THEN RETURN NULL; END IF;
    PERFORM ledger_move(OLD."customerId", CASE WHEN is_points THEN -sign * OLD.points ELSE 0 END,
                                           CASE WHEN is_points THEN 0 ELSE -sign * OLD.points END, NULL);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER gifted_ledger AFTER INSERT OR UPDATE OR DELETE ON "Gifted" FOR EACH ROW EXECUTE FUNCTION ledger_gift_or_coupon('points', '1');
CREATE OR REPLACE TRIGGER stamp_gifted_ledger AFTER INSERT OR UPDATE OR DELETE ON "StampGifted" FOR EACH ROW EXECUTE FUNCTION ledger_gift_or_coupon('stamps', '1');
CREATE OR REPLACE TRIGGER coupon_ledger AFTER INSERT OR UPDATE OR DELETE ON "Coupon" FOR EACH ROW EXECUTE FUNCTION ledger_gift_or_coupon('points', '-1');
CREATE OR REPLACE TRIGGER stamp_coupon_ledger AFTER INSERT OR UPDATE OR DELETE ON "StampCoupon" FOR EACH ROW EXECUTE FUNCTION ledger_gift_or_coupon('stamps', '-1');
