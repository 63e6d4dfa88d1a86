// Raw SQL transactions on the shared pg pool, for the counter's hot path: a purchase is a handful of
// statements, and through pg each costs a fraction of a Prisma query's CPU time. Retried whole on
// deadlock or serialization failure, as inLedgerTransaction is.
import type pg from "pg";
import { isRetryableConflict } from "../lib/errors.js";

export type PgClient = Pick<pg.PoolClient, "query">;

const RETRIES = 3;

/**
 * Timestamps go in as ISO strings turned into the UTC `timestamp(3)` Prisma stores, whatever the
 * session's time zone: `${utc(n)}` is the SQL for parameter $n.
 */
export const utc = (n: number) => `($${n}::timestamptz AT TIME ZONE 'UTC')`;

export async function inPgTransaction<T>(pool: pg.Pool, work: (client: PgClient) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch((rollbackError: Error) => (broken = rollbackError));
      if (attempt >= RETRIES || !isRetryableConflict(error)) throw error;
    } finally {
      // A connection that could not even roll back is closed instead of going back to the pool.
      client.release(broken);
    }
  }
}
