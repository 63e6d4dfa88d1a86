// A stamp purchase at the counter: one stamp, the customer created on first visit. Idempotent per request key.
import { TRPCError } from "@trpc/server";
import type { Db } from "../db/client.js";
import type { Company } from "../generated/prisma/client.js";
import { recordCounterPurchase, type CounterPurchaseInput } from "./award.js";
import { WELCOME_GIFT_MESSAGE } from "./customers.js";
import type { Tx } from "./transaction.js";

export async function recordStampPurchase(db: Db, company: Company, input: CounterPurchaseInput) {
  if (!company.stampsEnabled) {
    throw new TRPCError({ code: "FORBIDDEN", message: "Οι στάμπες δεν είναι ενεργές για το κατάστημα." });
  }
  return recordCounterPurchase(db, company, input, {
    findByKey: (client, where) => client.stampTransaction.findUnique({ where, select: { id: true } }),
    write: async (tx, row) => (await tx.stampTransaction.create({ data: row, select: { id: true } })).id,
    read: readStampPurchaseAnswer,
  });
}

/** transaction.addStamp's answer for a recorded stamp purchase, with the customer's balances as they are now. */
export async function readStampPurchaseAnswer(client: Tx, id: string) {
  const purchase = await client.stampTransaction.findUniqueOrThrow({
    where: { id },
    include: { customer: { select: { id: true, phone: true, points: true, stamps: true, createdAt: true } } },
  });
  const { customer } = purchase;
  const created = customer.createdAt.getTime() === purchase.createdAt.getTime();
  const welcome = created
    ? await client.stampGifted.findFirst({ where: { customerId: customer.id, createdAt: customer.createdAt, message: WELCOME_GIFT_MESSAGE } })
    : null;
  return {
    transaction: { id: purchase.id, createdAt: purchase.createdAt.toISOString() },
    customer: { id: customer.id, phone: customer.phone, points: customer.points, stamps: customer.stamps, created },
    gifts: welcome ? { initiation: welcome.points } : {},
  };
}
