-- Whether an enabled endpoint of the shop chose this event type: one index lookup, so a shop without
-- webhooks pays almost nothing on the counter's path.
-- In SQL: asked by the webhook triggers.
--
-- webhook_wanted runs in every award's triggers (2 to 3 calls). As a SQL function with a subquery it
-- cannot be inlined, and PostgreSQL plans its body again in every transaction; in plpgsql the plan is
-- prepared once per connection and reused. Same answer, same arguments.
CREATE OR REPLACE FUNCTION webhook_wanted(company text, event_type text) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM "WebhookEndpoint" e WHERE e."companyId" = company AND e.enabled AND event_type = ANY (e.events));
END $$;
