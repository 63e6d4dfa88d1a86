// Raw SQL transactions on the shared pg pool, for the counter's hot path: a purchase is a handful of
// statements, and through pg each costs a fraction of a Prisma query's CPU time. Retried whole on
// deadlock or serialization failure (retryOnConflict), as inLedgerTransaction is.
import type pg from "pg";
import { retryOnConflict } from "../lib/errors.js";

export type PgClient = Pick<pg.PoolClient, "query">;

/**
 * Timestamps go in as ISO strings turned into the UTC `timestamp(3)` Prisma stores, whatever the
 * session's time zone: `${utc(n)}` is the SQL for parameter $n.
 */
export const utc = (n: number) => `($${n}::timestamptz AT TIME ZONE 'UTC')`;

export function inPgTransaction<T>(pool: pg.Pool, work: (client: PgClient) => Promise<T>): Promise<T> {
  return retryOnConflict(async () => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch((rollbackError: Error) => (broken = rollbackError));
      throw error;
    } finally {
      // A connection that could not even roll back is closed instead of going back to the pool.
      client.release(broken);
    }
  });
}
