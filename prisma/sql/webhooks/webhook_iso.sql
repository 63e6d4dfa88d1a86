-- A stored (UTC) timestamp as webhook payloads write it: ISO 8601 with milliseconds and Z, as in the API.
-- In SQL: the webhook triggers build their payloads in the database.
CREATE OR REPLACE FUNCTION webhook_iso(at timestamp) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
