-- Analytics roll-ups and expiry, kept by triggers in the same transaction as the ledger row.
--
-- Triggers named <table>_ledger_rollup fire after <table>_ledger and <table>_ledger_count (triggers fire
-- in name order): every statement locks the customer row (ledger_move) before any roll-up row, so two
-- purchases cannot deadlock, and a customer's visit bookkeeping (CustomerVisits) runs one change at a
-- time. Roll-up rows are sharded by connection (analytics_shard) so 200 purchases a second in one shop
-- do not queue on one row; the daily job folds closed days into shard 0.
--
-- Days and hours are Athens time. A ledger row deleted together with its customer leaves the shop's
-- aggregates as they were (the customer's history is anonymous there); its per-customer rows go.

CREATE OR REPLACE FUNCTION athens_time(at TIMESTAMP) RETURNS TIMESTAMP LANGUAGE sql STABLE AS $$
  SELECT (at AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Athens'
$$;

-- The stored (UTC) time at which an Athens day begins.
CREATE OR REPLACE FUNCTION athens_day_start(d DATE) RETURNS TIMESTAMP LANGUAGE sql STABLE AS $$
  SELECT (d::timestamp AT TIME ZONE 'Europe/Athens') AT TIME ZONE 'UTC'
$$;

CREATE OR REPLACE FUNCTION analytics_shard() RETURNS INT LANGUAGE sql STABLE AS $$
  SELECT pg_backend_pid() % 8
$$;

-- ---------- Sums per day, hour and store ----------

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

CREATE OR REPLACE FUNCTION analytics_item_add(company TEXT, at TIMESTAMP, item_kind TEXT, item TEXT, d_count INT, d_amount BIGINT, d_redeemed INT)
RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "AnalyticsItem" AS a ("companyId", day, kind, "itemId", shard, count, amount, redeemed)
  VALUES (company, athens_time(at)::date, item_kind, coalesce(item, ''), analytics_shard(), d_count, d_amount, d_redeemed)
  ON CONFLICT ("companyId", day, kind, "itemId", shard) DO UPDATE SET
    count = a.count + EXCLUDED.count, amount = a.amount + EXCLUDED.amount, redeemed = a.redeemed + EXCLUDED.redeemed;
END $$;

-- ---------- Visit days ----------

-- A purchase on Athens day d started to count (delta 1) or stopped counting (delta -1) for the customer.
-- When that makes d a visit day or takes it away, updates the gap histogram (the pairs of consecutive
-- visit days around d), the cohorts (a customer whose first visit moves to another month moves cohort
-- with all their months) and the customer's first/last/count of visit days. Reads only the roll-ups,
-- which hold the rows this statement has handled so far (a multi-row INSERT fires its row triggers
-- after all its rows are in the ledger).
CREATE OR REPLACE FUNCTION analytics_visit_change(customer TEXT, company TEXT, d DATE, delta INT)
RETURNS VOID LANGUAGE plpgsql AS $$
DECLARE
  summary "CustomerVisits"%ROWTYPE;
  purchases_that_day INT;
  prev_day DATE;
  next_day DATE;
  m DATE := date_trunc('month', d)::date;
  from_cohort DATE;
  to_cohort DATE;
BEGIN
  INSERT INTO "CustomerVisitDay" AS v ("customerId", day, purchases) VALUES (customer, d, delta)
  ON CONFLICT ("customerId", day) DO UPDATE SET purchases = v.purchases + EXCLUDED.purchases
  RETURNING purchases INTO purchases_that_day;
  IF purchases_that_day <= 0 THEN DELETE FROM "CustomerVisitDay" WHERE "customerId" = customer AND day = d; END IF;
  -- Still a visit day, already one, or (roll-ups built without this purchase) never one.
  IF purchases_that_day <> (CASE WHEN delta > 0 THEN 1 ELSE 0 END) THEN RETURN; END IF;

  SELECT max(day) INTO prev_day FROM "CustomerVisitDay" WHERE "customerId" = customer AND day < d;
  SELECT min(day) INTO next_day FROM "CustomerVisitDay" WHERE "customerId" = customer AND day > d;
  SELECT * INTO summary FROM "CustomerVisits" WHERE "customerId" = customer;

  INSERT INTO "AnalyticsVisitGap" AS a ("companyId", day, gap, shard, visits)
  SELECT company, c.day, c.gap, analytics_shard(), sum(c.visits)::int
    FROM (VALUES (d, coalesce(d - prev_day, 0), delta),
                 (next_day, coalesce(next_day - prev_day, 0), -delta),
                 (next_day, next_day - d, delta)) AS c(day, gap, visits)
   WHERE c.day IS NOT NULL
   GROUP BY c.day, c.gap
   ORDER BY c.day, c.gap
  ON CONFLICT ("companyId", day, gap, shard) DO UPDATE SET visits = a.visits + EXCLUDED.visits;

  IF prev_day IS NOT NULL THEN
    -- The first visit stays where it was; month m counts for the customer unless a neighbour shares it.
    IF date_trunc('month', prev_day) <> m AND (next_day IS NULL OR date_trunc('month', next_day) <> m) THEN
      PERFORM analytics_cohort_add(company, date_trunc('month', summary."firstDay")::date, m, delta);
    END IF;
  ELSIF next_day IS NULL THEN
    PERFORM analytics_cohort_add(company, m, m, delta);
  ELSIF date_trunc('month', next_day)::date <> m THEN
    from_cohort := CASE WHEN delta > 0 THEN date_trunc('month', next_day)::date ELSE m END;
    to_cohort := CASE WHEN delta > 0 THEN m ELSE date_trunc('month', next_day)::date END;
    INSERT INTO "AnalyticsCohort" AS a ("companyId", cohort, month, shard, customers)
    SELECT company, c.cohort, c.month, analytics_shard(), sum(c.customers)::int FROM (
        SELECT from_cohort AS cohort, visited.month, -1 AS customers FROM (
          SELECT DISTINCT date_trunc('month', day)::date AS month FROM "CustomerVisitDay" WHERE "customerId" = customer) AS visited
         WHERE visited.month <> m
        UNION ALL
        SELECT to_cohort, visited.month, 1 FROM (
          SELECT DISTINCT date_trunc('month', day)::date AS month FROM "CustomerVisitDay" WHERE "customerId" = customer) AS visited
         WHERE visited.month <> m
        UNION ALL
        SELECT m, m, delta) AS c
     GROUP BY c.cohort, c.month
     ORDER BY c.cohort, c.month
    ON CONFLICT ("companyId", cohort, month, shard) DO UPDATE SET customers = a.customers + EXCLUDED.customers;
  END IF;

  IF delta > 0 THEN
    INSERT INTO "CustomerVisits" AS v ("customerId", "companyId", "firstDay", "lastDay", days)
    VALUES (customer, company, d, d, 1)
    ON CONFLICT ("customerId") DO UPDATE SET
      "firstDay" = least(v."firstDay", d), "lastDay" = greatest(v."lastDay", d), days = v.days + 1;
  ELSIF prev_day IS NULL AND next_day IS NULL THEN
    DELETE FROM "CustomerVisits" WHERE "customerId" = customer;
  ELSE
    UPDATE "CustomerVisits" SET
      days = days - 1,
      "firstDay" = CASE WHEN prev_day IS NULL THEN next_day ELSE "firstDay" END,
      "lastDay" = CASE WHEN next_day IS NULL THEN prev_day ELSE "lastDay" END
    WHERE "customerId" = customer;
  END IF;
END $$;

CREATE OR REPLACE FUNCTION analytics_cohort_add(company TEXT, cohort_month DATE, visit_month DATE, delta INT)
RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "AnalyticsCohort" AS a ("companyId", cohort, month, shard, customers)
  VALUES (company, cohort_month, visit_month, analytics_shard(), delta)
  ON CONFLICT ("companyId", cohort, month, shard) DO UPDATE SET customers = a.customers + EXCLUDED.customers;
END $$;

-- ---------- Triggers ----------

CREATE OR REPLACE FUNCTION analytics_customer_gone(customer TEXT) RETURNS BOOLEAN LANGUAGE sql STABLE AS $$
  SELECT NOT EXISTS (SELECT 1 FROM "Customer" WHERE id = customer)
$$;

-- Purchases (TG_ARGV[0] = 'points' | 'stamps'): sums, tags (on a change of an existing purchase; new
-- tags arrive through the tag trigger) and visit days.
CREATE OR REPLACE FUNCTION analytics_purchase_change(is_points BOOLEAN, purchase TEXT, company TEXT, at TIMESTAMP, store TEXT,
  p_amount INT, p_points INT, sign INT, with_tags BOOLEAN)
RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
  IF is_points THEN
    PERFORM analytics_day_add(company, at, store, d_purchases => sign, d_revenue => sign * p_amount, d_purchase_points => sign * p_points);
  ELSE
    PERFORM analytics_day_add(company, at, store, d_stamp_purchases => sign, d_stamp_revenue => sign * p_amount);
  END IF;
  IF with_tags THEN
    INSERT INTO "AnalyticsItem" AS a ("companyId", day, kind, "itemId", shard, count, amount, redeemed)
    SELECT company, athens_time(at)::date, CASE WHEN is_points THEN 'tag' ELSE 'stamp-tag' END, tags."tagId", analytics_shard(), sign, sign * p_amount, 0
      FROM (SELECT "tagId" FROM "TagOnTransaction" WHERE is_points AND "transactionId" = purchase
            UNION ALL
            SELECT "tagId" FROM "TagOnStampTransaction" WHERE NOT is_points AND "transactionId" = purchase) AS tags
     ORDER BY tags."tagId"
    ON CONFLICT ("companyId", day, kind, "itemId", shard) DO UPDATE SET
      count = a.count + EXCLUDED.count, amount = a.amount + EXCLUDED.amount;
  END IF;
END $$;

CREATE OR REPLACE FUNCTION analytics_purchase() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  is_points BOOLEAN := TG_ARGV[0] = 'points';
  counted_before BOOLEAN := TG_OP <> 'INSERT' AND OLD."cancelledAt" IS NULL;
  counted_after BOOLEAN := TG_OP <> 'DELETE' AND NEW."cancelledAt" IS NULL;
  old_points INT := 0;
  new_points INT := 0;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."createdAt" <> OLD."createdAt" THEN
    RAISE EXCEPTION 'ledger rows are immutable' USING ERRCODE = '23514', CONSTRAINT = 'ledger_immutable';
  END IF;
  IF TG_OP = 'DELETE' AND analytics_customer_gone(OLD."customerId") THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND counted_before = counted_after AND NEW.amount = OLD.amount
     AND NEW."storeId" IS NOT DISTINCT FROM OLD."storeId" THEN
    RETURN NULL;
  END IF;
  -- Only "Transaction" has points (a record's field is looked up when the statement runs).
  IF is_points AND TG_OP <> 'INSERT' THEN old_points := OLD.points; END IF;
  IF is_points AND TG_OP <> 'DELETE' THEN new_points := NEW.points; END IF;
  IF counted_before THEN
    PERFORM analytics_purchase_change(is_points, OLD.id, OLD."companyId", OLD."createdAt", OLD."storeId", OLD.amount, old_points, -1, TG_OP = 'UPDATE');
  END IF;
  IF counted_after THEN
    PERFORM analytics_purchase_change(is_points, NEW.id, NEW."companyId", NEW."createdAt", NEW."storeId", NEW.amount, new_points, 1, TG_OP = 'UPDATE');
  END IF;
  IF counted_before <> counted_after THEN
    PERFORM analytics_visit_change(
      CASE WHEN TG_OP = 'DELETE' THEN OLD."customerId" ELSE NEW."customerId" END,
      CASE WHEN TG_OP = 'DELETE' THEN OLD."companyId" ELSE NEW."companyId" END,
      athens_time(CASE WHEN TG_OP = 'DELETE' THEN OLD."createdAt" ELSE NEW."createdAt" END)::date,
      CASE WHEN counted_after THEN 1 ELSE -1 END);
  END IF;
  RETURN NULL;
END $$;

-- A deleted purchase's tags: read before the row (and, by cascade, its tags) go.
CREATE OR REPLACE FUNCTION analytics_purchase_deleted_tags() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."cancelledAt" IS NULL AND NOT analytics_customer_gone(OLD."customerId") THEN
    INSERT INTO "AnalyticsItem" AS a ("companyId", day, kind, "itemId", shard, count, amount, redeemed)
    SELECT OLD."companyId", athens_time(OLD."createdAt")::date, CASE WHEN TG_ARGV[0] = 'points' THEN 'tag' ELSE 'stamp-tag' END,
           tags."tagId", analytics_shard(), -1, -OLD.amount, 0
      FROM (SELECT "tagId" FROM "TagOnTransaction" WHERE TG_ARGV[0] = 'points' AND "transactionId" = OLD.id
            UNION ALL
            SELECT "tagId" FROM "TagOnStampTransaction" WHERE TG_ARGV[0] = 'stamps' AND "transactionId" = OLD.id) AS tags
     ORDER BY tags."tagId"
    ON CONFLICT ("companyId", day, kind, "itemId", shard) DO UPDATE SET
      count = a.count + EXCLUDED.count, amount = a.amount + EXCLUDED.amount;
  END IF;
  RETURN OLD;
END $$;

-- A tag put on (or taken off) a purchase that counts.
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

-- Gifts (TG_ARGV[0] = 'points' | 'stamps').
CREATE OR REPLACE FUNCTION analytics_gift() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  is_points BOOLEAN := TG_ARGV[0] = 'points';
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.points = OLD.points AND NEW."createdAt" = OLD."createdAt" AND NEW."companyId" = OLD."companyId" THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' AND analytics_customer_gone(OLD."customerId") THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM analytics_day_add(OLD."companyId", OLD."createdAt", '',
      d_gifted_points => CASE WHEN is_points THEN -OLD.points ELSE 0 END, d_gifted_stamps => CASE WHEN is_points THEN 0 ELSE -OLD.points END);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM analytics_day_add(NEW."companyId", NEW."createdAt", '',
      d_gifted_points => CASE WHEN is_points THEN NEW.points ELSE 0 END, d_gifted_stamps => CASE WHEN is_points THEN 0 ELSE NEW.points END);
  END IF;
  RETURN NULL;
END $$;

-- Coupons (TG_ARGV[0] = 'points' | 'stamps'): created on their creation day, redeemed on their usedAt day.
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

CREATE TRIGGER transaction_ledger_rollup AFTER INSERT OR UPDATE OR DELETE ON "Transaction" FOR EACH ROW EXECUTE FUNCTION analytics_purchase('points');
CREATE TRIGGER stamp_transaction_ledger_rollup AFTER INSERT OR UPDATE OR DELETE ON "StampTransaction" FOR EACH ROW EXECUTE FUNCTION analytics_purchase('stamps');
CREATE TRIGGER transaction_rollup_deleted_tags BEFORE DELETE ON "Transaction" FOR EACH ROW EXECUTE FUNCTION analytics_purchase_deleted_tags('points');
CREATE TRIGGER stamp_transaction_rollup_deleted_tags BEFORE DELETE ON "StampTransaction" FOR EACH ROW EXECUTE FUNCTION analytics_purchase_deleted_tags('stamps');
CREATE TRIGGER tag_on_transaction_ledger_rollup AFTER INSERT OR UPDATE OR DELETE ON "TagOnTransaction" FOR EACH ROW EXECUTE FUNCTION analytics_tag('points');
CREATE TRIGGER tag_on_stamp_transaction_ledger_rollup AFTER INSERT OR UPDATE OR DELETE ON "TagOnStampTransaction" FOR EACH ROW EXECUTE FUNCTION analytics_tag('stamps');
CREATE TRIGGER gifted_ledger_rollup AFTER INSERT OR UPDATE OR DELETE ON "Gifted" FOR EACH ROW EXECUTE FUNCTION analytics_gift('points');
CREATE TRIGGER stamp_gifted_ledger_rollup AFTER INSERT OR UPDATE OR DELETE ON "StampGifted" FOR EACH ROW EXECUTE FUNCTION analytics_gift('stamps');
CREATE TRIGGER coupon_ledger_rollup AFTER INSERT OR UPDATE OR DELETE ON "Coupon" FOR EACH ROW EXECUTE FUNCTION analytics_coupon('points');
CREATE TRIGGER stamp_coupon_ledger_rollup AFTER INSERT OR UPDATE OR DELETE ON "StampCoupon" FOR EACH ROW EXECUTE FUNCTION analytics_coupon('stamps');

-- ---------- Expiry: a ledger row that takes points and stamps away ----------

CREATE OR REPLACE FUNCTION ledger_points_expiry() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM ledger_move(NEW."customerId", -NEW.points, -NEW.stamps, NULL);
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW.points <> OLD.points OR NEW.stamps <> OLD.stamps OR NEW."customerId" <> OLD."customerId" THEN
      RAISE EXCEPTION 'ledger rows are immutable' USING ERRCODE = '23514', CONSTRAINT = 'ledger_immutable';
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM ledger_move(OLD."customerId", OLD.points, OLD.stamps, NULL);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION points_expiry_valid() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.points < 0 OR NEW.stamps < 0 THEN
    RAISE EXCEPTION 'ledger points must not be negative' USING ERRCODE = '23514', CONSTRAINT = 'ledger_points_nonnegative';
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE FUNCTION analytics_expiry() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."createdAt" = OLD."createdAt" AND NEW."companyId" = OLD."companyId" THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' AND analytics_customer_gone(OLD."customerId") THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM analytics_day_add(OLD."companyId", OLD."createdAt", '', d_expired_points => -OLD.points, d_expired_stamps => -OLD.stamps);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM analytics_day_add(NEW."companyId", NEW."createdAt", '', d_expired_points => NEW.points, d_expired_stamps => NEW.stamps);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER points_expiry_valid BEFORE INSERT OR UPDATE ON "PointsExpiry" FOR EACH ROW EXECUTE FUNCTION points_expiry_valid();
CREATE TRIGGER points_expiry_ledger AFTER INSERT OR UPDATE OR DELETE ON "PointsExpiry" FOR EACH ROW EXECUTE FUNCTION ledger_points_expiry();
CREATE TRIGGER points_expiry_ledger_rollup AFTER INSERT OR UPDATE OR DELETE ON "PointsExpiry" FOR EACH ROW EXECUTE FUNCTION analytics_expiry();
