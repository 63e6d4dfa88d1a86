-- Transaction / StampTransaction: purchase.created / stamp.added on insert, transaction.cancelled when
-- cancelledAt is set; amounts in cents as strings, as in the API. The event names:
-- server/src/shared/webhookEvents.ts.
-- In SQL (the outbox): the event is written in the purchase's own transaction (webhook_emit).
CREATE OR REPLACE FUNCTION webhook_purchase() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE OR REPLACE TRIGGER transaction_webhook AFTER INSERT OR UPDATE OF "cancelledAt" ON "Transaction" FOR EACH ROW EXECUTE FUNCTION webhook_purchase();
CREATE OR REPLACE TRIGGER stamp_transaction_webhook AFTER INSERT OR UPDATE OF "cancelledAt" ON "StampTransaction" FOR EACH ROW EXECUTE FUNCTION webhook_purchase();
