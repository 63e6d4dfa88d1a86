-- A purchase at the counter in one statement (server/src/ledger/award.ts): the store and tag checks, the
-- customer upsert that locks its row, the welcome gifts, the purchase, its tags, a points purchase's
-- stamp, the hidden-reward coupons and the balances the ledger triggers leave. The rules that decide the
-- values (points, whether a stamp is given, welcome gifts) stay in counterRules.ts and arrive as
-- parameters. A refusal raises one of these SQLSTATEs, so the statement writes nothing:
--   LYSTO store not found, LYTAG tag not found, LYSTR store required (two or more stores),
--   LYNEW new customer not confirmed, LYDUP a purchase with this request key exists,
--   LYCOD more hidden rewards due (or code collisions) than coupon codes given.
-- In SQL: one round trip holds the customer's row lock for the shortest time, and the purchase, its
-- stamp, its coupons and the balances they leave commit or fail together.
CREATE OR REPLACE FUNCTION counter_award(
  p_company_id text,
  p_phone text,
  p_amount integer,
  p_store_id text,
  p_employee_id text,
  p_tag_ids text[],
  p_idempotency_key text,
  p_request_hash text,
  p_may_create boolean,
  -- Points purchases: the multiplier and points of the row, and whether it also gives a stamp.
  -- NULL p_points: a stamp purchase (a "StampTransaction" row).
  p_points_mult integer,
  p_points integer,
  p_gives_stamp boolean,
  p_welcome_points integer,
  p_welcome_stamps integer,
  p_welcome_message text,
  -- Fresh codes for hidden-reward coupons, used in order (rewards/codes.ts makes them).
  p_coupon_codes text[],
  -- Now, as the UTC timestamp Prisma stores.
  p_now timestamp(3)
) RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  v_customer_id text;
  v_created_at timestamp(3);
  v_created boolean;
  v_at timestamp(3);
  v_id text;
  v_reward_id text;
  v_used integer := 0;
  v_code text;
  v_title text;
  v_codes text[] := '{}';
  v_titles text[] := '{}';
  v_points integer;
  v_stamps integer;
BEGIN
  IF p_store_id IS NOT NULL THEN
    PERFORM 1 FROM "Store" s WHERE s.id = p_store_id AND s."companyId" = p_company_id;
    IF NOT FOUND THEN RAISE EXCEPTION 'store not found' USING ERRCODE = 'LYSTO'; END IF;
  ELSIF (SELECT count(*) FROM (SELECT 1 FROM "Store" s WHERE s."companyId" = p_company_id LIMIT 2) two) >= 2 THEN
    RAISE EXCEPTION 'store required' USING ERRCODE = 'LYSTR';
  END IF;
  IF cardinality(p_tag_ids) > 0
     AND (SELECT count(*) FROM "CompanyTag" t WHERE t."companyId" = p_company_id AND t."tagId" = ANY(p_tag_ids)) <> cardinality(p_tag_ids) THEN
    RAISE EXCEPTION 'tag not found' USING ERRCODE = 'LYTAG';
  END IF;

  -- The upsert's no-op update locks an existing row (a customer's awards run one at a time); xmax = 0
  -- tells a row this statement inserted, so of two cashiers adding one new phone only one creates it.
  INSERT INTO "Customer" AS c (id, "companyId", phone, "createdAt", "updatedAt")
  VALUES (gen_random_uuid()::text, p_company_id, p_phone, p_now, p_now)
  ON CONFLICT ("companyId", phone) DO UPDATE SET phone = EXCLUDED.phone
  RETURNING c.id, c."createdAt", (c.xmax = 0) INTO v_customer_id, v_created_at, v_created;
  IF v_created AND NOT p_may_create THEN RAISE EXCEPTION 'new customer not confirmed' USING ERRCODE = 'LYNEW'; END IF;
  IF v_created AND p_welcome_points > 0 THEN
    INSERT INTO "Gifted" (id, points, message, "companyId", "customerId", "createdAt", "updatedAt")
    VALUES (gen_random_uuid()::text, p_welcome_points, p_welcome_message, p_company_id, v_customer_id, v_created_at, v_created_at);
  END IF;
  IF v_created AND p_welcome_stamps > 0 THEN
    INSERT INTO "StampGifted" (id, points, message, "companyId", "customerId", "createdAt", "updatedAt")
    VALUES (gen_random_uuid()::text, p_welcome_stamps, p_welcome_message, p_company_id, v_customer_id, v_created_at, v_created_at);
  END IF;
  -- A purchase that created its customer shares its creation time, any other is strictly later: that is
  -- how a retried request's answer tells whether it created the customer (ledger/customers.ts, awardTime).
  v_at := CASE WHEN v_created THEN v_created_at ELSE greatest(p_now, v_created_at + interval '1 millisecond') END;

  IF p_points IS NOT NULL THEN
    INSERT INTO "Transaction" (id, amount, "pointsMult", points, "companyId", "customerId", "storeId", "employeeId", "idempotencyKey", "requestHash", "createdAt", "updatedAt")
    VALUES (gen_random_uuid()::text, p_amount, p_points_mult, p_points, p_company_id, v_customer_id, p_store_id, p_employee_id, p_idempotency_key, p_request_hash, v_at, v_at)
    ON CONFLICT ("companyId", "idempotencyKey") DO NOTHING
    RETURNING id INTO v_id;
  ELSE
    INSERT INTO "StampTransaction" (id, amount, "companyId", "customerId", "storeId", "employeeId", "idempotencyKey", "requestHash", "createdAt", "updatedAt")
    VALUES (gen_random_uuid()::text, p_amount, p_company_id, v_customer_id, p_store_id, p_employee_id, p_idempotency_key, p_request_hash, v_at, v_at)
    ON CONFLICT ("companyId", "idempotencyKey") DO NOTHING
    RETURNING id INTO v_id;
  END IF;
  -- ON CONFLICT waited for a concurrent request with the same key to commit, or found an earlier one.
  IF v_id IS NULL THEN RAISE EXCEPTION 'purchase already recorded' USING ERRCODE = 'LYDUP'; END IF;

  IF cardinality(p_tag_ids) > 0 AND p_points IS NOT NULL THEN
    INSERT INTO "TagOnTransaction" ("transactionId", "tagId") SELECT v_id, unnest(p_tag_ids);
  ELSIF cardinality(p_tag_ids) > 0 THEN
    INSERT INTO "TagOnStampTransaction" ("transactionId", "tagId") SELECT v_id, unnest(p_tag_ids);
  END IF;

  IF p_points IS NOT NULL AND p_gives_stamp THEN
    -- Linked by purchaseId (unique): cancelling the purchase cancels its stamp (ledger/cancel.ts).
    INSERT INTO "StampTransaction" (id, amount, "companyId", "customerId", "storeId", "employeeId", "purchaseId", "createdAt", "updatedAt")
    VALUES (gen_random_uuid()::text, p_amount, p_company_id, v_customer_id, p_store_id, p_employee_id, v_id, v_at, v_at);
  END IF;

  -- Hidden rewards: a reward with giftOnNthTransaction = N becomes a free coupon on the customer's Nth
  -- non-cancelled purchase, once per customer and reward, sharing the purchase's time.
  IF p_points IS NOT NULL THEN
    FOR v_reward_id IN
      SELECT r.id FROM "Reward" r
       WHERE r."companyId" = p_company_id AND r.hidden AND r.active AND r."giftOnNthTransaction" > 0
         AND (r."validUntil" IS NULL OR r."validUntil" > v_at)
         AND r."giftOnNthTransaction" = (SELECT count(*) FROM "Transaction" t WHERE t."customerId" = v_customer_id AND t."cancelledAt" IS NULL)
         AND NOT EXISTS (SELECT 1 FROM "Coupon" x WHERE x."customerId" = v_customer_id AND x."rewardId" = r.id)
       ORDER BY r.id
    LOOP
      v_code := NULL;
      WHILE v_code IS NULL LOOP
        v_used := v_used + 1;
        IF v_used > coalesce(cardinality(p_coupon_codes), 0) THEN RAISE EXCEPTION 'not enough coupon codes' USING ERRCODE = 'LYCOD'; END IF;
        INSERT INTO "Coupon" (code, points, amount, url, title, description, "customerId", "rewardId", "validUntil", "createdAt", "updatedAt")
        SELECT p_coupon_codes[v_used], 0, r.amount, r.url, r.title, r.description, v_customer_id, r.id, r."validUntil", v_at, v_at FROM "Reward" r WHERE r.id = v_reward_id
        ON CONFLICT (code) DO NOTHING
        RETURNING code, title INTO v_code, v_title;
      END LOOP;
      v_codes := v_codes || v_code;
      v_titles := v_titles || v_title;
    END LOOP;
  END IF;

  -- The balances as the ledger triggers left them, for the answer.
  SELECT c.points, c.stamps INTO v_points, v_stamps FROM "Customer" c WHERE c.id = v_customer_id;
  RETURN json_build_object(
    'id', v_id,
    'atMs', (extract(epoch FROM v_at) * 1000)::float8,
    'customerId', v_customer_id,
    'customerCreatedAtMs', (extract(epoch FROM v_created_at) * 1000)::float8,
    'created', v_created,
    'points', v_points,
    'stamps', v_stamps,
    'couponCodes', v_codes,
    'couponTitles', v_titles);
END
$$;
