-- Coupons in the roll-ups (TG_ARGV[0] = 'points' | 'stamps'): created on their creation day, redeemed
-- on their usedAt day; an update moves only what changed.
-- In SQL: kept by the ledger's triggers in the same transaction as the ledger row, so the reports can
-- never disagree with the history, whichever code wrote it.
CREATE OR REPLACE FUNCTION analytics_coupon() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  is_points BOOLEAN := TG_ARGV[0] = 'points';
  company TEXT;
  creation BOOLEAN := TRUE;
  redemption BOOLEAN := TRUE;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    creation := NEW.points <> OLD.points OR NEW."createdAt" <> OLD."createdAt" OR NEW."rewardId" IS DISTINCT FROM OLD."rewardId";
    redemption := NEW."usedAt" IS DISTINCT FROM OLD."usedAt" OR NEW."rewardId" IS DISTINCT FROM OLD."rewardId";
    IF NOT creation AND NOT redemption THEN RETURN NULL; END IF;
  END IF;
  SELECT "companyId" INTO company FROM "Customer" WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD."customerId" ELSE NEW."customerId" END;
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM analytics_coupon_side(is_points, company, OLD."createdAt", OLD."usedAt", OLD."rewardId", OLD.points, -1, creation, redemption);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM analytics_coupon_side(is_points, company, NEW."createdAt", NEW."usedAt", NEW."rewardId", NEW.points, 1, creation, redemption);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER coupon_ledger_rollup AFTER INSERT OR UPDATE OR DELETE ON "Coupon" FOR EACH ROW EXECUTE FUNCTION analytics_coupon('points');
CREATE OR REPLACE TRIGGER stamp_coupon_ledger_rollup AFTER INSERT OR UPDATE OR DELETE ON "StampCoupon" FOR EACH ROW EXECUTE FUNCTION analytics_coupon('stamps');
