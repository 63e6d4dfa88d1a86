// A purchase at the counter: points = floor(euros) × pointsMult, the customer created on first visit,
// hidden rewards given on the Nth purchase. Idempotent per request key.
import { TRPCError } from "@trpc/server";
import type { Db } from "../db/client.js";
import type { Company } from "../generated/prisma/client.js";
import { pointsFor } from "../shared/money.js";
import { recordCounterPurchase, type CounterPurchaseInput } from "./award.js";
import { WELCOME_GIFT_MESSAGE } from "./customers.js";
import { giveHiddenRewards, hiddenRewardCouponsAt } from "./hiddenRewards.js";
import type { Tx } from "./transaction.js";

export async function recordPurchase(db: Db, company: Company, input: CounterPurchaseInput) {
  if (!company.pointsEnabled) {
    throw new TRPCError({ code: "FORBIDDEN", message: "Οι πόντοι δεν είναι ενεργοί για το κατάστημα." });
  }
  return recordCounterPurchase(db, company, input, {
    findByKey: (client, where) => client.transaction.findUnique({ where, select: { id: true } }),
    async write(tx, row) {
      const points = pointsFor(row.amount, company.pointsMult);
      const purchase = await tx.transaction.create({ data: { ...row, pointsMult: company.pointsMult, points }, select: { id: true } });
      await giveHiddenRewards(tx, company.id, row.customerId, row.createdAt);
      return purchase.id;
    },
    read: readPurchaseAnswer,
  });
}

/** transaction.add's answer for a recorded purchase, with the customer's balances as they are now. */
export async function readPurchaseAnswer(client: Tx, id: string) {
  const purchase = await client.transaction.findUniqueOrThrow({
    where: { id },
    include: { customer: { select: { id: true, phone: true, points: true, stamps: true, createdAt: true } } },
  });
  const { customer } = purchase;
  const created = customer.createdAt.getTime() === purchase.createdAt.getTime();
  const welcome = created
    ? await client.gifted.findFirst({ where: { customerId: customer.id, createdAt: customer.createdAt, message: WELCOME_GIFT_MESSAGE } })
    : null;
  return {
    transaction: { id: purchase.id, amount: String(purchase.amount), points: purchase.points, createdAt: purchase.createdAt.toISOString() },
    customer: { id: customer.id, phone: customer.phone, points: customer.points, stamps: customer.stamps, created },
    gifts: {
      ...(welcome ? { initiation: welcome.points } : {}),
      coupons: await hiddenRewardCouponsAt(client, customer.id, purchase.createdAt),
    },
  };
}
