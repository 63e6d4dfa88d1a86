// A purchase at the counter: points = floor(euros) × pointsMult, the customer created on first visit
// (when confirmed), hidden rewards given on the Nth purchase, and one stamp too when the shop runs stamps
// and the amount reaches its stamp price. Idempotent per request key.
import { TRPCError } from "@trpc/server";
import type pg from "pg";
import type { Db } from "../db/client.js";
import type { Company } from "../generated/prisma/client.js";
import { pointsFor } from "../shared/money.js";
import { recordCounterPurchase, type CounterPurchaseInput, type WrittenPurchase } from "./award.js";
import { purchaseGivesStamp } from "./counterRules.js";
import { WELCOME_GIFT_MESSAGE, welcomeGifts } from "./customers.js";
import { hiddenRewardCouponsAt } from "./hiddenRewards.js";
import type { Tx } from "./transaction.js";

export async function recordPurchase(services: { db: Db; pool: pg.Pool }, company: Company, input: CounterPurchaseInput) {
  if (!company.pointsEnabled) {
    throw new TRPCError({ code: "FORBIDDEN", message: "Οι πόντοι δεν είναι ενεργοί για το κατάστημα." });
  }
  return recordCounterPurchase(services, company, input, {
    table: "Transaction",
    points: { pointsMult: company.pointsMult, points: pointsFor(input.amount, company.pointsMult), givesStamp: purchaseGivesStamp(company, input.amount) },
    answer: (purchase) => writtenPurchaseAnswer(company, input, purchase),
    answerFor: (db, id) => readPurchaseAnswer(db, id),
  });
}

/** transaction.add's answer, from what the award just wrote. */
function writtenPurchaseAnswer(company: Company, input: CounterPurchaseInput, { id, at, customer, balances, coupons }: WrittenPurchase) {
  const welcome = customer.created ? welcomeGifts(company) : { points: 0, stamps: 0 };
  return {
    transaction: {
      id,
      amount: String(input.amount),
      points: pointsFor(input.amount, company.pointsMult),
      stamp: purchaseGivesStamp(company, input.amount),
      createdAt: at.toISOString(),
    },
    customer: { id: customer.id, phone: input.phone, points: balances.points, stamps: balances.stamps, created: customer.created },
    gifts: { ...(welcome.points > 0 ? { initiation: welcome.points } : {}), ...(welcome.stamps > 0 ? { initiationStamps: welcome.stamps } : {}), coupons },
  };
}

/** transaction.add's answer for a purchase recorded earlier (a retry), with the customer's balances as they are now. */
async function readPurchaseAnswer(client: Tx, id: string) {
  const purchase = await client.transaction.findUniqueOrThrow({
    where: { id },
    include: { customer: { select: { id: true, phone: true, points: true, stamps: true, createdAt: true } }, stamp: { select: { id: true } } },
  });
  const { customer } = purchase;
  const created = customer.createdAt.getTime() === purchase.createdAt.getTime();
  const welcomeAt = { customerId: customer.id, createdAt: customer.createdAt, message: WELCOME_GIFT_MESSAGE };
  const welcome = created ? await client.gifted.findFirst({ where: welcomeAt }) : null;
  const welcomeStamps = created ? await client.stampGifted.findFirst({ where: welcomeAt }) : null;
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
      ...(welcomeStamps ? { initiationStamps: welcomeStamps.points } : {}),
      coupons: await hiddenRewardCouponsAt(client, customer.id, purchase.createdAt),
    },
  };
}
