// The one way the ledger runs a database transaction: retried whole on deadlock or serialization failure.
import type { Db } from "../db/client.js";
import type { Prisma } from "../generated/prisma/client.js";
import { retryOnConflict } from "../lib/errors.js";

export type Tx = Prisma.TransactionClient;

export function inLedgerTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  // maxWait: under a burst every request may wait for a pooled connection.
  return retryOnConflict(() => db.$transaction(work, { maxWait: 10_000, timeout: 15_000 }));
}
