-- customer.created, whichever path created the customer (counter, API, import).
-- In SQL (the outbox): the event is written in the customer's own transaction (webhook_emit).
CREATE OR REPLACE FUNCTION webhook_customer_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT webhook_wanted(NEW."companyId", 'customer.created') THEN RETURN NULL; END IF;
  PERFORM webhook_emit(NEW."companyId", 'customer.created', jsonb_build_object(
    'id', NEW.id, 'phone', NEW.phone, 'email', NEW.email, 'firstName', NEW."firstName", 'lastName', NEW."lastName",
    'createdAt', webhook_iso(NEW."createdAt")));
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER customer_webhook AFTER INSERT ON "Customer" FOR EACH ROW EXECUTE FUNCTION webhook_customer_created();
