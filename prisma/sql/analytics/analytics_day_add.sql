-- Adds to a shop's sums for one Athens day, hour and store ("AnalyticsDay"): purchases, revenue, points,
-- gifts, coupons and expiries, each a signed delta, in the connection's shard.
-- In SQL: kept by the ledger's triggers in the same transaction as the ledger row, so the reports can
-- never disagree with the history, whichever code wrote it.
CREATE OR REPLACE FUNCTION analytics_day_add(
  company TEXT, at TIMESTAMP, store TEXT,
  d_purchases INT DEFAULT 0, d_revenue BIGINT DEFAULT 0, d_purchase_points BIGINT DEFAULT 0,
  d_stamp_purchases INT DEFAULT 0, d_stamp_revenue BIGINT DEFAULT 0,
  d_gifted_points BIGINT DEFAULT 0, d_gifted_stamps INT DEFAULT 0,
  d_coupons INT DEFAULT 0, d_coupon_points BIGINT DEFAULT 0, d_coupons_redeemed INT DEFAULT 0,
  d_stamp_coupons INT DEFAULT 0, d_stamp_coupon_stamps INT DEFAULT 0, d_stamp_coupons_redeemed INT DEFAULT 0,
  d_expired_points BIGINT DEFAULT 0, d_expired_stamps INT DEFAULT 0)
RETURNS VOID LANGUAGE plpgsql AS $$
DECLARE
  wall TIMESTAMP := athens_time(at);
BEGIN
  INSERT INTO "AnalyticsDay" AS a ("companyId", day, hour, "storeId", shard,
    purchases, revenue, "purchasePoints", "stampPurchases", "stampRevenue", "giftedPoints", "giftedStamps",
    coupons, "couponPoints", "couponsRedeemed", "stampCoupons", "stampCouponStamps", "stampCouponsRedeemed",
    "expiredPoints", "expiredStamps")
  VALUES (company, wall::date, extract(hour FROM wall)::int, coalesce(store, ''), analytics_shard(),
    d_purchases, d_revenue, d_purchase_points, d_stamp_purchases, d_stamp_revenue, d_gifted_points, d_gifted_stamps,
    d_coupons, d_coupon_points, d_coupons_redeemed, d_stamp_coupons, d_stamp_coupon_stamps, d_stamp_coupons_redeemed,
    d_expired_points, d_expired_stamps)
  ON CONFLICT ("companyId", day, hour, "storeId", shard) DO UPDATE SET
    purchases = a.purchases + EXCLUDED.purchases,
    revenue = a.revenue + EXCLUDED.revenue,
    "purchasePoints" = a."purchasePoints" + EXCLUDED."purchasePoints",
    "stampPurchases" = a."stampPurchases" + EXCLUDED."stampPurchases",
    "stampRevenue" = a."stampRevenue" + EXCLUDED."stampRevenue",
    "giftedPoints" = a."giftedPoints" + EXCLUDED."giftedPoints",
    "giftedStamps" = a."giftedStamps" + EXCLUDED."giftedStamps",
    coupons = a.coupons + EXCLUDED.coupons,
    "couponPoints" = a."couponPoints" + EXCLUDED."couponPoints",
    "couponsRedeemed" = a."couponsRedeemed" + EXCLUDED."couponsRedeemed",
    "stampCoupons" = a."stampCoupons" + EXCLUDED."stampCoupons",
    "stampCouponStamps" = a."stampCouponStamps" + EXCLUDED."stampCouponStamps",
    "stampCouponsRedeemed" = a."stampCouponsRedeemed" + EXCLUDED."stampCouponsRedeemed",
    "expiredPoints" = a."expiredPoints" + EXCLUDED."expiredPoints",
    "expiredStamps" = a."expiredStamps" + EXCLUDED."expiredStamps";
END $$;
