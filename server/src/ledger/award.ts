// Idempotent awards: one request key, one ledger row, one answer — also for a retry or a double click
// arriving at the same moment.
import { TRPCError } from "@trpc/server";
import type { Db } from "../db/client.js";
import type { Company } from "../generated/prisma/client.js";
import { pgError } from "../lib/errors.js";
import { awardTime, findOrCreateCustomer } from "./customers.js";
import { inLedgerTransaction, type Tx } from "./transaction.js";

export type AwardSteps<Answer> = {
  /** The ledger row already written under this key, if any. */
  findByKey(client: Tx): Promise<{ id: string } | null>;
  /** Writes the award (inside the transaction) and returns the new ledger row's id. */
  write(tx: Tx): Promise<string>;
  /** The answer for a ledger row; the same function answers the first request and every retry. */
  read(client: Tx, id: string): Promise<Answer>;
};

export async function awardOnce<Answer>(db: Db, steps: AwardSteps<Answer>): Promise<Answer> {
  const earlier = await steps.findByKey(db);
  if (earlier) return steps.read(db, earlier.id);
  try {
    return await inLedgerTransaction(db, async (tx) => steps.read(tx, await steps.write(tx)));
  } catch (error) {
    // A concurrent request with the same key committed first: the unique (companyId, idempotencyKey)
    // index refused ours and rolled back everything it wrote. Answer with the winner's row.
    if (pgError(error).code !== "23505") throw error;
    const winner = await steps.findByKey(db);
    if (!winner) throw error;
    return steps.read(db, winner.id);
  }
}

/** Store and tags must be the shop's own: another shop's id is NOT_FOUND. */
export async function checkStoreAndTags(client: Tx, companyId: string, storeId: string | undefined, tagIds: string[]) {
  if (storeId && !(await client.store.findFirst({ where: { id: storeId, companyId }, select: { id: true } }))) {
    throw new TRPCError({ code: "NOT_FOUND", message: "Το υποκατάστημα δεν βρέθηκε." });
  }
  if (tagIds.length) {
    const owned = await client.companyTag.count({ where: { companyId, tagId: { in: tagIds } } });
    if (owned !== tagIds.length) throw new TRPCError({ code: "NOT_FOUND", message: "Η ετικέτα δεν βρέθηκε." });
  }
}

/** A purchase at the counter, for either programme (points or stamps). */
export type CounterPurchaseInput = {
  /** E.164 */
  phone: string;
  /** cents (a stamp purchase sends 0 when not given) */
  amount: number;
  tagIds: string[];
  storeId?: string;
  idempotencyKey: string;
  employeeId?: string;
};

/** The columns every counter purchase row has; its customer is found or created by phone. */
export type CounterPurchaseRow = {
  amount: number;
  companyId: string;
  customerId: string;
  storeId: string | null;
  employeeId: string | null;
  idempotencyKey: string;
  createdAt: Date;
  tags: { create: { tagId: string }[] };
};

type IdempotencyKey = { companyId_idempotencyKey: { companyId: string; idempotencyKey: string } };

/** The programme's own ledger table, behind one counter purchase flow. */
export type PurchaseLedger<Answer> = {
  findByKey(client: Tx, where: IdempotencyKey): Promise<{ id: string } | null>;
  /** Inserts the row (plus whatever the programme adds) and returns its id. */
  write(tx: Tx, row: CounterPurchaseRow): Promise<string>;
  read(client: Tx, id: string): Promise<Answer>;
};

/** Store and tags checked, then one idempotent award: the customer found or created, the row written. */
export async function recordCounterPurchase<Answer>(db: Db, company: Company, input: CounterPurchaseInput, ledger: PurchaseLedger<Answer>) {
  await checkStoreAndTags(db, company.id, input.storeId, input.tagIds);
  const key = { companyId_idempotencyKey: { companyId: company.id, idempotencyKey: input.idempotencyKey } };
  return awardOnce(db, {
    findByKey: (client) => ledger.findByKey(client, key),
    async write(tx) {
      const customer = await findOrCreateCustomer(tx, company, input.phone);
      return ledger.write(tx, {
        amount: input.amount,
        companyId: company.id,
        customerId: customer.id,
        storeId: input.storeId ?? null,
        employeeId: input.employeeId ?? null,
        idempotencyKey: input.idempotencyKey,
        createdAt: awardTime(customer),
        tags: { create: input.tagIds.map((tagId) => ({ tagId })) },
      });
    },
    read: ledger.read,
  });
}
