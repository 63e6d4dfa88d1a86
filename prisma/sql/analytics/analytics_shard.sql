-- The roll-up shard of the current connection, used by every roll-up and history-count trigger.
--
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
-- still locks the customer row before any shard row (ledger/ledger_count.sql,
-- analytics/analytics_purchase.sql).
CREATE OR REPLACE FUNCTION analytics_shard() RETURNS INT LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting('lysto.shard', true), '')::int, pg_backend_pid() % 8)
$$;
