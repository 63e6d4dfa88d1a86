// Issuing coupons: the one place a Coupon / StampCoupon row is inserted (the counter's hidden-reward
// gifts are written by the purchase's own statement, counter_award in ledger/award.ts, with codes from
// codes.ts and the same skip-a-taken-code rule). Inserting it
// spends its points (stamps): the ledger trigger moves the customer's balance in the same transaction
// and refuses a negative one (SQLSTATE 23514). Concurrent issues for one customer queue on the trigger's row lock, so
// together they never spend more than the balance.
import { TRPCError } from "@trpc/server";
import type { Db } from "../db/client.js";
import { customerNotFound } from "../customers/detail.js";
import { inLedgerTransaction, type Tx } from "../ledger/transaction.js";
import { pgError } from "../lib/errors.js";
import { newCouponCode, type CouponKind } from "./codes.js";
import { byCount, countText } from "../shared/counts.js";

export type CouponDraft = {
  customerId: string;
  /** the employee who created it at the counter */
  employeeId?: string | null;
  rewardId: string | null;
  title: string;
  description: string | null;
  url: string | null;
  /** points (stamps) spent; 0 for a gift */
  points: number;
  /** cents; points coupons only */
  amount?: number;
  validUntil: Date | null;
  usedAt: Date | null;
  /** defaults to now; a purchase's gift shares the purchase's time */
  createdAt?: Date;
};

export type IssuedCoupon = { code: string; title: string; points: number; validUntil: Date | null; usedAt: Date | null };

const ATTEMPTS = 5;

const NOT_ENOUGH: Record<CouponKind, string> = {
  points: "Ο πελάτης δεν έχει αρκετούς πόντους.",
  stamps: "Ο πελάτης δεν έχει αρκετές στάμπες.",
};

/**
 * Runs `insert` with fresh codes until one is free: `insert` returns undefined on a code collision
 * (ON CONFLICT DO NOTHING), which takes a new code without aborting the caller's transaction.
 */
async function insertWithFreshCode<Row>(kind: CouponKind, insert: (code: string) => Promise<Row | undefined>): Promise<Row> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const row = await insert(newCouponCode(kind));
    if (row) return row;
  }
  throw new Error(`no free coupon code after ${ATTEMPTS} attempts`);
}

/** Inserts a coupon with a fresh code. */
export function insertCoupon(tx: Tx | Db, kind: CouponKind, draft: CouponDraft): Promise<IssuedCoupon> {
  const select = { code: true, title: true, points: true, validUntil: true, usedAt: true } as const;
  return insertWithFreshCode(kind, async (code) => {
    const rows =
      kind === "points"
        ? await tx.coupon.createManyAndReturn({ data: [{ ...draft, code }], skipDuplicates: true, select })
        : await tx.stampCoupon.createManyAndReturn({ data: [{ ...withoutAmount(draft), code }], skipDuplicates: true, select });
    return rows[0];
  });
}

function withoutAmount({ amount: _amount, ...draft }: CouponDraft) {
  return draft;
}

/** Who creates the coupon: an employee's hidden (free) coupons are limited per day; an owner's are not. */
export type CouponCreator = { id: string; role: "OWNER" | "EMPLOYEE" };

export type CreateCouponInput = {
  rewardId: string;
  customerId: string;
  redeemInstant?: boolean;
  isStamp?: boolean;
  hidden?: boolean;
};

/** A cashier turns a reward into a coupon for a customer of the shop (coupon.create). Hidden rewards are
 *  gifts (nothing spent); the others cost their points (stamps), all in one transaction. */
export async function createCouponFromReward(
  db: Db,
  company: { id: string; hiddenCouponsPerDay: number },
  input: CreateCouponInput,
  creator: CouponCreator,
): Promise<IssuedCoupon> {
  const kind: CouponKind = input.isStamp ? "stamps" : "points";
  const hidden = input.hidden ?? false;
  try {
    return await inLedgerTransaction(db, async (tx) => {
      if (hidden && creator.role === "EMPLOYEE") await checkHiddenCouponLimit(tx, company.hiddenCouponsPerDay, creator.id);
      return issueFromReward(tx, company.id, kind, hidden, input, creator.id);
    });
  } catch (error) {
    // The driver adapter drops the constraint name of the trigger's 23514; the kind says which balance.
    if (pgError(error).code === "23514") throw new TRPCError({ code: "CONFLICT", message: NOT_ENOUGH[kind], cause: error });
    throw error;
  }
}

/**
 * An employee's free coupons of today (Athens day), both kinds, under a lock per employee: two tabs or a
 * double click of the same employee take turns, so the limit holds exactly.
 */
async function checkHiddenCouponLimit(tx: Tx, perDay: number, employeeId: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`hidden-coupons:${employeeId}`}, 0))`;
  const [{ count }] = await tx.$queryRaw<Array<{ count: number }>>`
    WITH today AS (SELECT (date_trunc('day', now() AT TIME ZONE 'Europe/Athens') AT TIME ZONE 'Europe/Athens') AT TIME ZONE 'UTC' AS start)
    SELECT ((SELECT count(*) FROM "Coupon" c JOIN "Reward" r ON r.id = c."rewardId", today
              WHERE c."employeeId" = ${employeeId} AND r.hidden AND c."createdAt" >= today.start)
          + (SELECT count(*) FROM "StampCoupon" c JOIN "StampReward" r ON r.id = c."rewardId", today
              WHERE c."employeeId" = ${employeeId} AND r.hidden AND c."createdAt" >= today.start))::int AS count`;
  if (count >= perDay) {
    throw new TRPCError({
      code: "PRECONDITION_FAILED",
      message:
        perDay === 0
          ? "Τα δωρεάν κουπόνια δίνονται μόνο από τον ιδιοκτήτη."
          : `Φτάσατε το όριο ${byCount(perDay, "του", "των")} ${countText(perDay, "freeCoupon", { case: "genitive" })} για σήμερα.`,
    });
  }
}

async function issueFromReward(tx: Tx, companyId: string, kind: CouponKind, hidden: boolean, input: CreateCouponInput, employeeId: string) {
  const customer = await tx.customer.findFirst({ where: { id: input.customerId, companyId }, select: { id: true } });
  if (!customer) throw customerNotFound();
  // A hidden reward is only given as a gift, and a gift only from a hidden reward.
  const where = { id: input.rewardId, companyId, hidden };
  const reward =
    kind === "points"
      ? await tx.reward.findFirst({ where })
      : await tx.stampReward.findFirst({ where }).then((found) => found && { ...found, amount: undefined });
  if (!reward) throw new TRPCError({ code: "NOT_FOUND", message: "Η ανταμοιβή δεν βρέθηκε." });
  if (!reward.active) throw new TRPCError({ code: "PRECONDITION_FAILED", message: "Η ανταμοιβή δεν είναι ενεργή." });
  if (reward.validUntil && reward.validUntil <= new Date()) {
    throw new TRPCError({ code: "PRECONDITION_FAILED", message: "Η ανταμοιβή έχει λήξει." });
  }
  return insertCoupon(tx, kind, {
    customerId: customer.id,
    employeeId,
    rewardId: reward.id,
    title: reward.title,
    description: reward.description,
    url: reward.url,
    points: hidden ? 0 : reward.points,
    amount: reward.amount,
    validUntil: reward.validUntil,
    usedAt: input.redeemInstant ? new Date() : null,
  });
}
