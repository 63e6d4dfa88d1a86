-- Writes one event: a "WebhookDelivery" row per enabled endpoint of the shop that chose the event type,
-- with the payload every endpoint receives. The relay (server/src/webhooks/relay.ts) queues their jobs.
-- In SQL (the outbox): written in the same transaction as the change it reports, so a rolled-back write
-- leaves no event and a committed one always has its rows.
CREATE OR REPLACE FUNCTION webhook_emit(company text, event_type text, data jsonb) RETURNS void LANGUAGE plpgsql AS $$
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
