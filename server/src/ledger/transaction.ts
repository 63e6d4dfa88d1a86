// The one way the ledger runs a database transaction: retried whole on deadlock or serialization failure.
import type { Db } from "../db/client.js";
import type { Prisma } from "../generated/prisma/client.js";
import { isRetryableConflict } from "../lib/errors.js";

export type Tx = Prisma.TransactionClient;

/** Retries after the first attempt; a deadlock victim's work was rolled back, so running it again is safe. */
const RETRIES = 3;

export async function inLedgerTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      // maxWait: under a burst every request may wait for a pooled connection.
      return await db.$transaction(work, { maxWait: 10_000, timeout: 15_000 });
    } catch (error) {
      if (attempt >= RETRIES || !isRetryableConflict(error)) throw error;
    }
  }
}
