-- Coupon / StampCoupon: coupon.created on insert (and coupon.redeemed too when it is handed over at
-- once), coupon.redeemed when usedAt is set. The event names: server/src/shared/webhookEvents.ts.
-- In SQL (the outbox): the event is written in the coupon's own transaction (webhook_emit).
CREATE OR REPLACE FUNCTION webhook_coupon() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE OR REPLACE TRIGGER coupon_webhook AFTER INSERT OR UPDATE OF "usedAt" ON "Coupon" FOR EACH ROW EXECUTE FUNCTION webhook_coupon();
CREATE OR REPLACE TRIGGER stamp_coupon_webhook AFTER INSERT OR UPDATE OF "usedAt" ON "StampCoupon" FOR EACH ROW EXECUTE FUNCTION webhook_coupon();
