-- A shop's roll-up rows and history counts, sharded so that two connections of one pool never share a
-- row. Every award of a shop updates the same few rows (its day and hour, its store, its history count),
-- each held until the commit's WAL flush. With pg_backend_pid() % 8, two of the pool's ten connections
-- often shared a shard, and LedgerCount's random one of 16 collided as often: one award then waited for
-- another's flush (Lock:transactionid in pg_stat_activity under an award load).
--
-- The pool (server/src/db/client.ts) gives each of its connections its own slot and sets lysto.shard to
-- 8 + slot. A connection without it (psql, a script) keeps pg_backend_pid() % 8, below every slot. Readers
-- add up all shards and the daily job folds closed days into shard 0, so the shard numbers are free.
-- Deadlocks stay impossible: a connection's shard rows are its own, and across processes every statement
-- still locks the customer row before any shard row (see the ledger_counts and analytics_rollups migrations).
CREATE OR REPLACE FUNCTION analytics_shard() RETURNS INT LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting('lysto.shard', true), '')::int, pg_backend_pid() % 8)
$$;

CREATE OR REPLACE FUNCTION ledger_count() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  row_company TEXT;
  delta INT := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
  customer TEXT := CASE WHEN TG_OP = 'INSERT' THEN NEW."customerId" ELSE OLD."customerId" END;
BEGIN
  IF TG_ARGV[0] IN ('transactions', 'stamps-transactions') THEN
    row_company := CASE WHEN TG_OP = 'INSERT' THEN NEW."companyId" ELSE OLD."companyId" END;
  ELSE
    SELECT "companyId" INTO row_company FROM "Customer" WHERE id = customer;
  END IF;
  INSERT INTO "LedgerCount" ("companyId", kind, shard, count)
  VALUES (row_company, TG_ARGV[0], analytics_shard(), delta)
  ON CONFLICT ("companyId", kind, shard) DO UPDATE SET count = "LedgerCount".count + EXCLUDED.count;
  RETURN NULL;
END $$;
