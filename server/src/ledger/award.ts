// A purchase at the counter, for either programme (points or stamps), in ONE statement: the SQL function
// counter_award (prisma/sql/ledger/counter_award.sql) checks the store and tags, upserts and locks
// the customer, gives the welcome gifts, writes the purchase, its tags, a points purchase's stamp and
// the hidden-reward coupons, and returns the balances the ledger triggers left. This runs for every
// customer at every counter: one round trip holds the customer's row lock for the shortest time and
// costs the server the least CPU. The rules that decide the values stay here and in counterRules.ts.
// Idempotent: one request key, one ledger row, one answer — also for a retry or a double click arriving
// at the same moment.
import { TRPCError } from "@trpc/server";
import type pg from "pg";
import type { Db } from "../db/client.js";
import type { Company } from "../generated/prisma/client.js";
import { pgError, retryOnConflict } from "../lib/errors.js";
import { keyReused, payloadHash } from "../lib/payloadHash.js";
import { newCouponCode } from "../rewards/codes.js";
import { checkMaxAmount, checkWarningAmount, newCustomerRefusal, storeRequiredRefusal } from "./counterRules.js";
import { WELCOME_GIFT_MESSAGE, welcomeGifts } from "./customers.js";

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

/** What a points purchase writes beside the stamp purchase's columns; none for a stamp purchase. */
export type PointsColumns = { pointsMult: number; points: number; givesStamp: boolean };

/** What counter_award wrote, for the answer. */
export type WrittenPurchase = {
  id: string;
  at: Date;
  customer: { id: string; created: boolean };
  balances: { points: number; stamps: number };
  /** Hidden-reward coupons the purchase gave, by code. */
  coupons: Array<{ code: string; title: string }>;
};

/** The programme's answers: for the purchase just written, and for one recorded earlier under the same key (a retry). */
export type PurchaseLedger<Answer> = {
  table: "Transaction" | "StampTransaction";
  points: PointsColumns | null;
  answer(purchase: WrittenPurchase): Answer;
  answerFor(db: Db, id: string): Promise<Answer>;
};

/** Hidden-reward coupon codes offered to each award; more are offered again only if a purchase needs more. */
const COUPON_CODES = 2;
const CODE_ATTEMPTS = 4;

/** counter_award's refusals (SQLSTATEs of its RAISE), as the errors the cashier sees. */
const REFUSALS: Record<string, () => TRPCError> = {
  LYSTO: () => new TRPCError({ code: "NOT_FOUND", message: "Το υποκατάστημα δεν βρέθηκε." }),
  LYTAG: () => new TRPCError({ code: "NOT_FOUND", message: "Η ετικέτα δεν βρέθηκε." }),
  LYSTR: storeRequiredRefusal,
  LYNEW: newCustomerRefusal,
};

/** The statement that records one award; also run by the benchmark's SQL floor (tests/bench/counterFloor.ts). */
export function counterAwardQuery(company: Company, input: CounterPurchaseInput, points: PointsColumns | null, couponCodes: string[]): pg.QueryConfig {
  const welcome = welcomeGifts(company);
  return {
    // A prepared statement, parsed once per connection: a quarter of a millisecond less per award, serially.
    name: "counter_award",
    text: `SELECT counter_award($1, $2, $3, $4, $5, $6::text[], $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::text[], ($17::timestamptz AT TIME ZONE 'UTC')) AS award`,
    values: [
      company.id,
      input.phone,
      input.amount,
      input.storeId ?? null,
      input.employeeId ?? null,
      input.tagIds,
      input.idempotencyKey,
      purchaseHash(input),
      input.confirmNewCustomer === true,
      points?.pointsMult ?? null,
      points?.points ?? null,
      points?.givesStamp ?? false,
      welcome.points,
      welcome.stamps,
      WELCOME_GIFT_MESSAGE,
      couponCodes,
      new Date().toISOString(),
    ],
  };
}

type AwardRow = {
  id: string;
  atMs: number;
  customerId: string;
  created: boolean;
  points: number;
  stamps: number;
  couponCodes: string[];
  couponTitles: string[];
};

export async function recordCounterPurchase<Answer>(
  services: { db: Db; pool: pg.Pool },
  company: Company,
  input: CounterPurchaseInput,
  ledger: PurchaseLedger<Answer>,
): Promise<Answer> {
  checkMaxAmount(company, input.amount);
  checkWarningAmount(company, input.amount, input.confirmLargeAmount);
  for (let attempt = 1; ; attempt++) {
    // Codes for hidden-reward coupons: a few for the common case, more when a purchase ran out (LYCOD).
    const codes = Array.from({ length: COUPON_CODES * 4 ** (attempt - 1) }, () => newCouponCode("points"));
    try {
      const { rows } = await retryOnConflict(() => services.pool.query<{ award: AwardRow }>(counterAwardQuery(company, input, ledger.points, codes)));
      return ledger.answer(written(rows[0].award));
    } catch (error) {
      const { code } = pgError(error);
      if (code === "LYCOD" && attempt < CODE_ATTEMPTS) continue;
      if (code === "LYDUP") return replay(services, company, input, ledger);
      if (code && REFUSALS[code]) throw REFUSALS[code]();
      throw error;
    }
  }
}

function written(row: AwardRow): WrittenPurchase {
  const coupons = row.couponCodes.map((code, i) => ({ code, title: row.couponTitles[i] }));
  return {
    id: row.id,
    at: new Date(row.atMs),
    customer: { id: row.customerId, created: row.created },
    balances: { points: row.points, stamps: row.stamps },
    coupons: coupons.sort((a, b) => a.code.localeCompare(b.code)),
  };
}

/**
 * The purchase under this key was written by an earlier (or concurrent) request: its answer is replayed
 * only for the same purchase (rows from before the hash was kept: any).
 */
async function replay<Answer>(services: { db: Db; pool: pg.Pool }, company: Company, input: CounterPurchaseInput, ledger: PurchaseLedger<Answer>) {
  const { rows } = await services.pool.query<{ id: string; requestHash: string | null }>(
    `SELECT id, "requestHash" FROM "${ledger.table}" WHERE "companyId" = $1 AND "idempotencyKey" = $2`,
    [company.id, input.idempotencyKey],
  );
  if (rows[0].requestHash !== null && rows[0].requestHash !== purchaseHash(input)) throw keyReused();
  return ledger.answerFor(services.db, rows[0].id);
}

/** What makes two purchases under one key the same purchase: who, how much, where, with which tags (not who typed it). */
function purchaseHash(input: CounterPurchaseInput): string {
  return payloadHash({ phone: input.phone, amount: input.amount, storeId: input.storeId ?? null, tagIds: [...input.tagIds].sort() });
}
