-- Webhook events, written by triggers in the same transaction as the change they report (the outbox):
-- a rolled-back write leaves no event, and a committed one always has its rows. One WebhookDelivery row
-- per enabled endpoint of the shop that chose the event type; nothing at all when no endpoint wants it
-- (one index lookup on the counter's path). The relay (server/src/webhooks/relay.ts) queues their jobs.
-- Times in payloads are ISO 8601 UTC, amounts cents as strings, as in the API.

CREATE FUNCTION webhook_iso(at timestamp) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;

CREATE FUNCTION webhook_wanted(company text, event_type text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "WebhookEndpoint" e WHERE e."companyId" = company AND e.enabled AND event_type = ANY (e.events))
$$;

CREATE FUNCTION webhook_emit(company text, event_type text, data jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  event_id text := gen_random_uuid()::text;
  at timestamp := now() AT TIME ZONE 'UTC';
BEGIN
  INSERT INTO "WebhookDelivery" (id, "eventId", "endpointId", "companyId", type, payload, status, "nextAttemptAt", "createdAt", "updatedAt")
  SELECT gen_random_uuid()::text, event_id, e.id, company, event_type,
         jsonb_build_object('id', event_id, 'type', event_type, 'createdAt', webhook_iso(at), 'data', data),
         'pending', at, at, at
    FROM "WebhookEndpoint" e
   WHERE e."companyId" = company AND e.enabled AND event_type = ANY (e.events);
END $$;

CREATE FUNCTION webhook_customer(customer_id text) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('id', c.id, 'phone', c.phone) FROM "Customer" c WHERE c.id = customer_id
$$;

-- Transaction / StampTransaction: purchase.created / stamp.added on insert, transaction.cancelled when cancelledAt is set.
CREATE FUNCTION webhook_purchase() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  points boolean := TG_TABLE_NAME = 'Transaction';
  event_type text;
  data jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    event_type := CASE WHEN points THEN 'purchase.created' ELSE 'stamp.added' END;
  ELSIF OLD."cancelledAt" IS NULL AND NEW."cancelledAt" IS NOT NULL THEN
    event_type := 'transaction.cancelled';
  ELSE
    RETURN NULL;
  END IF;
  IF NOT webhook_wanted(NEW."companyId", event_type) THEN RETURN NULL; END IF;
  data := jsonb_build_object(
    'id', NEW.id,
    'kind', CASE WHEN points THEN 'points' ELSE 'stamps' END,
    'customer', webhook_customer(NEW."customerId"),
    'amount', NEW.amount::text,
    'storeId', NEW."storeId",
    'createdAt', webhook_iso(NEW."createdAt"),
    'cancelledAt', webhook_iso(NEW."cancelledAt"));
  IF points THEN
    data := data || jsonb_build_object('points', (to_jsonb(NEW) ->> 'points')::int, 'pointsMult', (to_jsonb(NEW) ->> 'pointsMult')::int);
  END IF;
  PERFORM webhook_emit(NEW."companyId", event_type, data);
  RETURN NULL;
END $$;

CREATE TRIGGER transaction_webhook AFTER INSERT OR UPDATE OF "cancelledAt" ON "Transaction" FOR EACH ROW EXECUTE FUNCTION webhook_purchase();
CREATE TRIGGER stamp_transaction_webhook AFTER INSERT OR UPDATE OF "cancelledAt" ON "StampTransaction" FOR EACH ROW EXECUTE FUNCTION webhook_purchase();

-- Coupon / StampCoupon: coupon.created on insert (and coupon.redeemed too when it is handed over at once),
-- coupon.redeemed when usedAt is set.
CREATE FUNCTION webhook_coupon() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company text;
  data jsonb;
BEGIN
  IF TG_OP = 'UPDATE' AND NOT (OLD."usedAt" IS NULL AND NEW."usedAt" IS NOT NULL) THEN RETURN NULL; END IF;
  SELECT c."companyId" INTO company FROM "Customer" c WHERE c.id = NEW."customerId";
  IF NOT (webhook_wanted(company, 'coupon.created') OR webhook_wanted(company, 'coupon.redeemed')) THEN RETURN NULL; END IF;
  data := jsonb_build_object(
    'code', NEW.code,
    'kind', CASE WHEN TG_TABLE_NAME = 'Coupon' THEN 'points' ELSE 'stamps' END,
    'title', NEW.title,
    'points', NEW.points,
    'customer', webhook_customer(NEW."customerId"),
    'rewardId', NEW."rewardId",
    'validUntil', webhook_iso(NEW."validUntil"),
    'usedAt', webhook_iso(NEW."usedAt"),
    'createdAt', webhook_iso(NEW."createdAt"));
  IF TG_TABLE_NAME = 'Coupon' THEN data := data || jsonb_build_object('amount', (to_jsonb(NEW) ->> 'amount')); END IF;
  IF TG_OP = 'INSERT' THEN PERFORM webhook_emit(company, 'coupon.created', data); END IF;
  IF NEW."usedAt" IS NOT NULL THEN PERFORM webhook_emit(company, 'coupon.redeemed', data); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER coupon_webhook AFTER INSERT OR UPDATE OF "usedAt" ON "Coupon" FOR EACH ROW EXECUTE FUNCTION webhook_coupon();
CREATE TRIGGER stamp_coupon_webhook AFTER INSERT OR UPDATE OF "usedAt" ON "StampCoupon" FOR EACH ROW EXECUTE FUNCTION webhook_coupon();

-- Customer: customer.created.
CREATE FUNCTION webhook_customer_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT webhook_wanted(NEW."companyId", 'customer.created') THEN RETURN NULL; END IF;
  PERFORM webhook_emit(NEW."companyId", 'customer.created', jsonb_build_object(
    'id', NEW.id, 'phone', NEW.phone, 'email', NEW.email, 'firstName', NEW."firstName", 'lastName', NEW."lastName",
    'createdAt', webhook_iso(NEW."createdAt")));
  RETURN NULL;
END $$;

CREATE TRIGGER customer_webhook AFTER INSERT ON "Customer" FOR EACH ROW EXECUTE FUNCTION webhook_customer_created();

-- CampaignLaunch: campaign.executed (the launch; a scheduled campaign carries its scheduledAt).
CREATE FUNCTION webhook_campaign_executed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company text;
  data jsonb;
BEGIN
  SELECT a."companyId", jsonb_build_object(
           'campaignId', NEW."campaignId", 'submissionId', a.id, 'channel', NEW.channel::text, 'title', c.title,
           'audience', c.description, 'scheduledAt', webhook_iso(NEW."scheduledAt"), 'createdAt', webhook_iso(NEW."createdAt"))
    INTO company, data
    FROM "Campaign" c JOIN "AlertReview" a ON a.id = c."alertReviewId"
   WHERE c.id = NEW."campaignId";
  IF company IS NULL OR NOT webhook_wanted(company, 'campaign.executed') THEN RETURN NULL; END IF;
  PERFORM webhook_emit(company, 'campaign.executed', data);
  RETURN NULL;
END $$;

CREATE TRIGGER campaign_launch_webhook AFTER INSERT ON "CampaignLaunch" FOR EACH ROW EXECUTE FUNCTION webhook_campaign_executed();
