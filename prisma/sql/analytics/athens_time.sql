-- The Athens wall-clock time of a stored (UTC) timestamp: the roll-ups' days and hours are Athens time.
-- In SQL: the roll-up triggers need it, and the roll-ups' rebuild (server/src/analytics/rebuild.ts)
-- cuts days with it too.
CREATE OR REPLACE FUNCTION athens_time(at TIMESTAMP) RETURNS TIMESTAMP LANGUAGE sql STABLE AS $$
  SELECT (at AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Athens'
$$;
