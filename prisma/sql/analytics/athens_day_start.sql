-- The stored (UTC) time at which an Athens day begins.
-- In SQL beside athens_time, so the jobs (server/src/automation/expiry.ts) cut days the way the roll-ups do.
CREATE OR REPLACE FUNCTION athens_day_start(d DATE) RETURNS TIMESTAMP LANGUAGE sql STABLE AS $$
  SELECT (d::timestamp AT TIME ZONE 'Europe/Athens') AT TIME ZONE 'UTC'
$$;
