-- The customer as webhook payloads show it (id and phone).
-- In SQL: the webhook triggers build their payloads in the database.
CREATE OR REPLACE FUNCTION webhook_customer(customer_id text) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('id', c.id, 'phone', c.phone) FROM "Customer" c WHERE c.id = customer_id
$$;
