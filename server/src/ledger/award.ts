// A purchase at the counter, for either programme (points or stamps), as raw SQL in one transaction:
// this runs for every customer at every counter, so it is five statements through pg (begin, customer,
// purchase, balances, commit) rather than a dozen Prisma queries. Idempotent: one request key, one
// ledger row, one answer — also for a retry or a double click arriving at the same moment.
import { randomUUID } from "node:crypto";
import { TRPCError } from "@trpc/server";
import type pg from "pg";
import type { Db } from "../db/client.js";
import { inPgTransaction, utc, type PgClient } from "../db/pgTransaction.js";
import type { Company } from "../generated/prisma/client.js";
import { checkWarningAmount, storeRequiredRefusal } from "./counterRules.js";
import { keyReused, payloadHash } from "../lib/payloadHash.js";
import { awardTime, findOrCreateCustomer, type LockedCustomer } from "./customers.js";

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
  /** The cashier confirmed that the phone is a new customer's (counterRules.ts). */
  confirmNewCustomer?: boolean;
  /** The cashier confirmed an amount above the shop's warning amount (counterRules.ts). */
  confirmLargeAmount?: boolean;
};

/** The programme's own ledger table behind the one counter purchase flow. */
export type PurchaseLedger<Answer> = {
  table: "Transaction" | "StampTransaction";
  tagTable: "TagOnTransaction" | "TagOnStampTransaction";
  /** Extra columns of the programme's row (points and their multiplier), with their values. */
  columns(amount: number): Record<string, number>;
  /** Anything else the purchase gives, written in its transaction after its row (a points purchase's stamp). */
  afterInsert?(client: PgClient, purchase: WrittenPurchase): Promise<void>;
  /** The answer for the purchase just written, read inside its transaction. */
  answer(client: PgClient, purchase: WrittenPurchase): Promise<Answer>;
  /** The answer for a purchase recorded earlier under the same key (a retry), read through Prisma. */
  answerFor(db: Db, id: string): Promise<Answer>;
};

export type WrittenPurchase = { id: string; at: Date; customer: LockedCustomer; input: CounterPurchaseInput; company: Company };

/** The purchase under this key was written by an earlier (or concurrent) request. */
class AlreadyRecorded extends Error {}

export async function recordCounterPurchase<Answer>(
  services: { db: Db; pool: pg.Pool },
  company: Company,
  input: CounterPurchaseInput,
  ledger: PurchaseLedger<Answer>,
): Promise<Answer> {
  checkWarningAmount(company, input.amount, input.confirmLargeAmount);
  try {
    return await inPgTransaction(services.pool, async (client) => {
      await checkStoreAndTags(client, company.id, input.storeId, input.tagIds);
      const customer = await findOrCreateCustomer(client, company, input.phone, input.confirmNewCustomer === true);
      const at = awardTime(customer);
      const id = await insertPurchase(client, ledger, company, customer, at, input);
      // Nothing of ours is kept: the customer existed (its row was only locked) and the purchase is there.
      if (!id) throw new AlreadyRecorded();
      if (input.tagIds.length) {
        await client.query(
          `INSERT INTO "${ledger.tagTable}" ("transactionId", "tagId") SELECT $1, unnest($2::text[])`,
          [id, input.tagIds],
        );
      }
      const written = { id, at, customer, input, company };
      await ledger.afterInsert?.(client, written);
      return ledger.answer(client, written);
    });
  } catch (error) {
    if (!(error instanceof AlreadyRecorded)) throw error;
    // ON CONFLICT waited for a concurrent request with the same key to commit, or found an earlier one.
    // Its answer is replayed only for the same purchase (rows from before the hash was kept: any).
    const { rows } = await services.pool.query<{ id: string; requestHash: string | null }>(
      `SELECT id, "requestHash" FROM "${ledger.table}" WHERE "companyId" = $1 AND "idempotencyKey" = $2`,
      [company.id, input.idempotencyKey],
    );
    if (rows[0].requestHash !== null && rows[0].requestHash !== purchaseHash(input)) throw keyReused();
    return ledger.answerFor(services.db, rows[0].id);
  }
}

/** What makes two purchases under one key the same purchase: who, how much, where, with which tags (not who typed it). */
function purchaseHash(input: CounterPurchaseInput): string {
  return payloadHash({ phone: input.phone, amount: input.amount, storeId: input.storeId ?? null, tagIds: [...input.tagIds].sort() });
}

/** The new row's id, or null when a purchase with this request key exists. */
async function insertPurchase<Answer>(
  client: PgClient,
  ledger: PurchaseLedger<Answer>,
  company: Company,
  customer: LockedCustomer,
  at: Date,
  input: CounterPurchaseInput,
): Promise<string | null> {
  const extra = ledger.columns(input.amount);
  const names = ["id", "amount", "companyId", "customerId", "storeId", "employeeId", "idempotencyKey", "requestHash", ...Object.keys(extra)];
  const values = [randomUUID(), input.amount, company.id, customer.id, input.storeId ?? null, input.employeeId ?? null, input.idempotencyKey, purchaseHash(input), ...Object.values(extra)];
  const placeholders = values.map((_, i) => `$${i + 1}`);
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO "${ledger.table}" (${names.map((name) => `"${name}"`).join(", ")}, "createdAt", "updatedAt")
     VALUES (${placeholders.join(", ")}, ${utc(values.length + 1)}, ${utc(values.length + 1)})
     ON CONFLICT ("companyId", "idempotencyKey") DO NOTHING
     RETURNING id`,
    [...values, at.toISOString()],
  );
  return rows[0]?.id ?? null;
}

/**
 * Store and tags must be the shop's own: another shop's id is NOT_FOUND. A shop with two or more stores
 * must say which one sold (the analytics by store count on it); with one store or none it may leave it out.
 */
async function checkStoreAndTags(client: PgClient, companyId: string, storeId: string | undefined, tagIds: string[]) {
  const { rows } = await client.query<{ store: number; stores: number; tags: number }>(
    `SELECT (SELECT count(*)::int FROM "Store" WHERE id = $2 AND "companyId" = $1) AS store,
            ${storeId ? "0" : `(SELECT count(*)::int FROM (SELECT 1 FROM "Store" WHERE "companyId" = $1 LIMIT 2) two)`} AS stores,
            (SELECT count(*)::int FROM "CompanyTag" WHERE "companyId" = $1 AND "tagId" = ANY($3::text[])) AS tags`,
    [companyId, storeId ?? null, tagIds],
  );
  if (storeId && rows[0].store === 0) throw new TRPCError({ code: "NOT_FOUND", message: "Το υποκατάστημα δεν βρέθηκε." });
  if (!storeId && rows[0].stores >= 2) throw storeRequiredRefusal();
  if (rows[0].tags !== tagIds.length) throw new TRPCError({ code: "NOT_FOUND", message: "Η ετικέτα δεν βρέθηκε." });
}

/** The customer's balances now, with the purchase written (the ledger triggers have moved them). */
export async function balancesOf(client: PgClient, customerId: string) {
  const { rows } = await client.query<{ points: number; stamps: number }>(`SELECT points, stamps FROM "Customer" WHERE id = $1`, [customerId]);
  return rows[0];
}
