-- A ledger row (purchase, gift, coupon) never carries negative points (SQLSTATE 23514,
-- ledger_points_nonnegative): the direction of a move is the row's kind, never the sign of its amount.
-- In SQL: checked on every write, whichever code made it; a BEFORE trigger, so the row is not written.
CREATE OR REPLACE FUNCTION ledger_amounts_valid() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.points < 0 THEN
    RAISE EXCEPTION 'ledger points must not be negative' USING ERRCODE = '23514', CONSTRAINT = 'ledger_points_nonnegative';
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER transaction_valid BEFORE INSERT OR UPDATE ON "Transaction" FOR EACH ROW EXECUTE FUNCTION ledger_amounts_valid();
CREATE OR REPLACE TRIGGER gifted_valid BEFORE INSERT OR UPDATE ON "Gifted" FOR EACH ROW EXECUTE FUNCTION ledger_amounts_valid();
CREATE OR REPLACE TRIGGER stamp_gifted_valid BEFORE INSERT OR UPDATE ON "StampGifted" FOR EACH ROW EXECUTE FUNCTION ledger_amounts_valid();
CREATE OR REPLACE TRIGGER coupon_valid BEFORE INSERT OR UPDATE ON "Coupon" FOR EACH ROW EXECUTE FUNCTION ledger_amounts_valid();
CREATE OR REPLACE TRIGGER stamp_coupon_valid BEFORE INSERT OR UPDATE ON "StampCoupon" FOR EACH ROW EXECUTE FUNCTION ledger_amounts_valid();
