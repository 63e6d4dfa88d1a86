// A purchase at the counter: points = floor(euros) × pointsMult, the customer created on first visit
// (when confirmed), hidden rewards given on the Nth purchase, and one stamp too when the shop runs stamps
// and the amount reaches its stamp price. Idempotent per request key.
import { randomUUID } from "node:crypto";
import { TRPCError } from "@trpc/server";
import type pg from "pg";
import type { Db } from "../db/client.js";
import type { Company } from "../generated/prisma/client.js";
import { pointsFor } from "../shared/money.js";
import { utc } from "../db/pgTransaction.js";
import { recordCounterPurchase, type CounterPurchaseInput, type WrittenPurchase } from "./award.js";
import { purchaseGivesStamp } from "./counterRules.js";
import { WELCOME_GIFT_MESSAGE, welcomeGifts } from "./customers.js";
import { balancesAndHiddenRewards, hiddenRewardCouponsAt } from "./hiddenRewards.js";
import type { Tx } from "./transaction.js";

export async function recordPurchase(services: { db: Db; pool: pg.Pool }, company: Company, input: CounterPurchaseInput) {
  if (!company.pointsEnabled) {
    throw new TRPCError({ code: "FORBIDDEN", message: "Οι πόντοι δεν είναι ενεργοί για το κατάστημα." });
  }
  return recordCounterPurchase(services, company, input, {
    table: "Transaction",
    tagTable: "TagOnTransaction",
    columns: (amount) => ({ pointsMult: company.pointsMult, points: pointsFor(amount, company.pointsMult) }),
    afterInsert: async (client, { id, at, customer, input }) => {
      if (!purchaseGivesStamp(company, input.amount)) return;
      // Linked by purchaseId (unique): cancelling the purchase cancels its stamp (ledger/cancel.ts).
      await client.query(
        `INSERT INTO "StampTransaction" (id, amount, "companyId", "customerId", "storeId", "employeeId", "purchaseId", "createdAt", "updatedAt")
         VALUES ($1, $2, $3, $4, $5, $6, $7, ${utc(8)}, ${utc(8)})`,
        [randomUUID(), input.amount, company.id, customer.id, input.storeId ?? null, input.employeeId ?? null, id, at.toISOString()],
      );
    },
    answer: writtenPurchaseAnswer,
    answerFor: (db, id) => readPurchaseAnswer(db, id),
  });
}

type PurchaseAnswer = Awaited<ReturnType<typeof readPurchaseAnswer>>;

/** transaction.add's answer, from what the transaction just wrote. */
async function writtenPurchaseAnswer(client: Parameters<typeof balancesAndHiddenRewards>[0], purchase: WrittenPurchase): Promise<PurchaseAnswer> {
  const { id, at, customer, input, company } = purchase;
  const { points, stamps, coupons } = await balancesAndHiddenRewards(client, company.id, customer.id, at);
  const initiation = customer.created ? welcomeGifts(company).points : 0;
  return {
    transaction: {
      id,
      amount: String(input.amount),
      points: pointsFor(input.amount, company.pointsMult),
      stamp: purchaseGivesStamp(company, input.amount),
      createdAt: at.toISOString(),
    },
    customer: { id: customer.id, phone: input.phone, points, stamps, created: customer.created },
    gifts: { ...(initiation > 0 ? { initiation } : {}), coupons },
  };
}

/** transaction.add's answer for a purchase recorded earlier (a retry), with the customer's balances as they are now. */
export async function readPurchaseAnswer(client: Tx, id: string) {
  const purchase = await client.transaction.findUniqueOrThrow({
    where: { id },
    include: { customer: { select: { id: true, phone: true, points: true, stamps: true, createdAt: true } }, stamp: { select: { id: true } } },
  });
  const { customer } = purchase;
  const created = customer.createdAt.getTime() === purchase.createdAt.getTime();
  const welcome = created
    ? await client.gifted.findFirst({ where: { customerId: customer.id, createdAt: customer.createdAt, message: WELCOME_GIFT_MESSAGE } })
    : null;
  return {
    transaction: {
      id: purchase.id,
      amount: String(purchase.amount),
      points: purchase.points,
      stamp: purchase.stamp !== null,
      createdAt: purchase.createdAt.toISOString(),
    },
    customer: { id: customer.id, phone: customer.phone, points: customer.points, stamps: customer.stamps, created },
    gifts: {
      ...(welcome ? { initiation: welcome.points } : {}),
      coupons: await hiddenRewardCouponsAt(client, customer.id, purchase.createdAt),
    },
  };
}
