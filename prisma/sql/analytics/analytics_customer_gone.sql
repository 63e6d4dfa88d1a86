-- Whether a ledger row's customer is being deleted with it: a ledger row deleted together with its
-- customer leaves the shop's aggregates as they were (the customer's history stays there, anonymous).
-- In SQL: asked by the roll-up triggers.
CREATE OR REPLACE FUNCTION analytics_customer_gone(customer TEXT) RETURNS BOOLEAN LANGUAGE sql STABLE AS $$
  SELECT NOT EXISTS (SELECT 1 FROM "Customer" WHERE id = customer)
$$;
