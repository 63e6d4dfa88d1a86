-- One coupon counted in (sign 1) or out (sign -1): its creation on its creation day, its redemption on
-- its usedAt day, in the day sums and the reward's sums. Called by analytics_coupon.
-- In SQL: kept by the ledger's triggers in the same transaction as the ledger row, so the reports can
-- never disagree with the history, whichever code wrote it.
CREATE OR REPLACE FUNCTION analytics_coupon_side(is_points BOOLEAN, company TEXT, created TIMESTAMP, used TIMESTAMP, reward TEXT,
  spent INT, sign INT, creation BOOLEAN, redemption BOOLEAN)
RETURNS VOID LANGUAGE plpgsql AS $$
DECLARE
  item_kind TEXT := CASE WHEN is_points THEN 'reward' ELSE 'stamp-reward' END;
BEGIN
  IF creation THEN
    IF is_points THEN
      PERFORM analytics_day_add(company, created, '', d_coupons => sign, d_coupon_points => sign * spent);
    ELSE
      PERFORM analytics_day_add(company, created, '', d_stamp_coupons => sign, d_stamp_coupon_stamps => sign * spent);
    END IF;
    PERFORM analytics_item_add(company, created, item_kind, reward, sign, sign * spent, 0);
  END IF;
  IF redemption AND used IS NOT NULL THEN
    IF is_points THEN
      PERFORM analytics_day_add(company, used, '', d_coupons_redeemed => sign);
    ELSE
      PERFORM analytics_day_add(company, used, '', d_stamp_coupons_redeemed => sign);
    END IF;
    PERFORM analytics_item_add(company, used, item_kind, reward, 0, 0, sign);
  END IF;
END $$;
