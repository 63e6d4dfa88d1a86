// A stamp purchase at the counter: one stamp, the customer created on first visit. Idempotent per request key.
import { TRPCError } from "@trpc/server";
import type pg from "pg";
import type { Db } from "../db/client.js";
import type { Company } from "../generated/prisma/client.js";
import { recordCounterPurchase, type CounterPurchaseInput } from "./award.js";
import { checkStampPrice } from "./counterRules.js";
import { WELCOME_GIFT_MESSAGE, welcomeGifts } from "./customers.js";
import type { Tx } from "./transaction.js";

/** A stamp purchase's gifts: the welcome stamps and, when the shop runs points too, the welcome points. */
type StampGifts = { initiation?: number; initiationPoints?: number };

export async function recordStampPurchase(services: { db: Db; pool: pg.Pool }, company: Company, input: CounterPurchaseInput) {
  if (!company.stampsEnabled) {
    throw new TRPCError({ code: "FORBIDDEN", message: "Οι στάμπες δεν είναι ενεργές για το κατάστημα." });
  }
  checkStampPrice(company, input.amount);
  return recordCounterPurchase(services, company, input, {
    table: "StampTransaction",
    points: null,
    answer({ id, at, customer, balances }) {
      const welcome = customer.created ? welcomeGifts(company) : { points: 0, stamps: 0 };
      return {
        transaction: { id, createdAt: at.toISOString() },
        customer: { id: customer.id, phone: input.phone, points: balances.points, stamps: balances.stamps, created: customer.created },
        gifts: {
          ...(welcome.stamps > 0 ? { initiation: welcome.stamps } : {}),
          ...(welcome.points > 0 ? { initiationPoints: welcome.points } : {}),
        } as StampGifts,
      };
    },
    answerFor: (db, id) => readStampPurchaseAnswer(db, id),
  });
}

/** transaction.addStamp's answer for a stamp purchase recorded earlier (a retry), with the customer's balances as they are now. */
async function readStampPurchaseAnswer(client: Tx, id: string) {
  const purchase = await client.stampTransaction.findUniqueOrThrow({
    where: { id },
    include: { customer: { select: { id: true, phone: true, points: true, stamps: true, createdAt: true } } },
  });
  const { customer } = purchase;
  const created = customer.createdAt.getTime() === purchase.createdAt.getTime();
  const welcomeAt = { customerId: customer.id, createdAt: customer.createdAt, message: WELCOME_GIFT_MESSAGE };
  const welcome = created ? await client.stampGifted.findFirst({ where: welcomeAt }) : null;
  const welcomePoints = created ? await client.gifted.findFirst({ where: welcomeAt }) : null;
  return {
    transaction: { id: purchase.id, createdAt: purchase.createdAt.toISOString() },
    customer: { id: customer.id, phone: customer.phone, points: customer.points, stamps: customer.stamps, created },
    gifts: { ...(welcome ? { initiation: welcome.points } : {}), ...(welcomePoints ? { initiationPoints: welcomePoints.points } : {}) } as StampGifts,
  };
}
