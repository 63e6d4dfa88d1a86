// Idempotency-Key on every API write, with the admin's rule: the same key with the same request gets
// the recorded answer (header Idempotent-Replayed: true); the same key with another request is 409.
// Keys are the shop's (any of its API keys), kept 24 hours (api/housekeeping.ts).
//
// Two ways a write and its record stay together:
//  - inTransaction: the record is inserted first, in the write's own transaction. A concurrent request
//    with the key waits on that row and then replays the answer; a failed write leaves no record.
//  - afterLedgerWrite (purchases, stamps): the ledger row itself carries the key (a UUID derived from
//    it), so the ledger's own idempotency makes the write happen once even when the record is lost;
//    the record is written after it, for replays and for a key reused on another request.
import { createHash } from "node:crypto";
import type { Request } from "express";
import type pg from "pg";
import { z } from "zod";
import type { Db } from "../db/client.js";
import type { Prisma } from "../generated/prisma/client.js";
import { inLedgerTransaction, type Tx } from "../ledger/transaction.js";
import { isKeyReused, payloadHash } from "../lib/payloadHash.js";
import { ApiProblem } from "./problem.js";

export type Answer = { status: number; body: unknown };
export type IdempotentAnswer = Answer & { replayed: boolean };
export type IdempotentRequest = { companyId: string; key: string; hash: string };

/** The Idempotency-Key header: what the document says of it and what the server checks. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/)
  .describe(
    "A unique key per write (e.g. a UUID), 1–255 printable ASCII characters. Repeating the request with the same key returns the recorded answer (with Idempotent-Replayed: true); the same key with a different request is 409.",
  );

export function idempotencyKeyOf(req: Request): string {
  const key = req.get("idempotency-key");
  if (key === undefined) {
    throw new ApiProblem(400, "BAD_REQUEST", {
      el: "Λείπει η κεφαλίδα Idempotency-Key: κάθε αλλαγή χρειάζεται ένα μοναδικό κλειδί (π.χ. ένα UUID).",
      en: "Missing Idempotency-Key header: every write needs a unique key (e.g. a UUID).",
    });
  }
  if (!idempotencyKeySchema.safeParse(key).success) {
    throw new ApiProblem(400, "BAD_REQUEST", {
      el: "Μη έγκυρη κεφαλίδα Idempotency-Key: 1 έως 255 εκτυπώσιμοι χαρακτήρες ASCII.",
      en: "Invalid Idempotency-Key header: 1 to 255 printable ASCII characters.",
    });
  }
  return key;
}

/** The request as the rule compares it: method, route and the validated input (so "691…" and "+30691…" are one phone). */
export function requestHash(method: string, path: string, input: unknown): string {
  return payloadHash(input, `${method} ${path}`);
}

/** A UUID made from the shop's key, for the ledger's idempotencyKey column (the admin's keys are random UUIDs). */
export function ledgerKeyFor(key: string): string {
  const hex = createHash("sha256").update(`api:${key}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const REUSED = new ApiProblem(409, "IDEMPOTENCY_KEY_REUSED", {
  el: "Το κλειδί Idempotency-Key χρησιμοποιήθηκε ήδη για διαφορετικό αίτημα.",
  en: "This Idempotency-Key was already used for a different request.",
});

/** The answer recorded for the key; 409 when it was recorded for another request; null when the key is new. */
async function recorded(client: Tx, request: IdempotentRequest): Promise<IdempotentAnswer | null> {
  const row = await client.apiIdempotencyKey.findUnique({ where: { companyId_key: { companyId: request.companyId, key: request.key } } });
  if (!row) return null;
  if (row.requestHash !== request.hash) throw REUSED;
  return { status: row.status, body: row.response, replayed: true };
}

export function inTransaction(db: Db, request: IdempotentRequest, write: (tx: Tx) => Promise<Answer>): Promise<IdempotentAnswer> {
  return inLedgerTransaction(db, async (tx) => {
    // ON CONFLICT waits for a concurrent request with the key to commit (then replays it) or roll back.
    const inserted = await tx.$executeRaw`
      INSERT INTO "ApiIdempotencyKey" ("companyId", key, "requestHash", status, response, "createdAt")
      VALUES (${request.companyId}, ${request.key}, ${request.hash}, 0, 'null', now() AT TIME ZONE 'UTC') ON CONFLICT DO NOTHING`;
    if (inserted === 0) return (await recorded(tx, request))!;
    const answer = await write(tx);
    await tx.apiIdempotencyKey.update({
      where: { companyId_key: { companyId: request.companyId, key: request.key } },
      data: { status: answer.status, response: answer.body as Prisma.InputJsonValue },
    });
    return { ...answer, replayed: false };
  });
}

export async function afterLedgerWrite(db: Db, pool: pg.Pool, request: IdempotentRequest, write: () => Promise<Answer>): Promise<IdempotentAnswer> {
  const earlier = await recorded(db, request);
  if (earlier) return earlier;
  // The ledger row keeps its own hash of the purchase: it refuses a key reused with another purchase
  // also when this record is gone (kept 24 hours) or was never stored.
  const answer = await write().catch((error: unknown) => {
    throw isKeyReused(error) ? REUSED : error;
  });
  // A concurrent request with the key recorded first: the ledger gave both the one purchase.
  if (!(await storeRecord(pool, request, answer))) return (await recorded(db, request))!;
  return { ...answer, replayed: false };
}

/**
 * Inserts the record without waiting for the disk (asynchronous commit): should a crash lose it, the
 * ledger still holds the key. False when a record for the key exists.
 */
async function storeRecord(pool: pg.Pool, request: IdempotentRequest, answer: Answer): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SET LOCAL synchronous_commit = off");
    const { rowCount } = await client.query(
      `INSERT INTO "ApiIdempotencyKey" ("companyId", key, "requestHash", status, response, "createdAt")
       VALUES ($1, $2, $3, $4, $5::jsonb, now() AT TIME ZONE 'UTC') ON CONFLICT DO NOTHING`,
      [request.companyId, request.key, request.hash, answer.status, JSON.stringify(answer.body)],
    );
    await client.query("COMMIT");
    return rowCount === 1;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
