// The two demo shops and fresh customers in them, for the coupon / customer / custom-option tests.
// Balances are given through the ledger (Gifted / StampGifted rows), as the app does.
import type { Db } from "../../server/src/db/client.js";
import type { Prisma } from "../../server/src/generated/prisma/client.js";
import { newPhone } from "./support.js";

export async function demoShops(db: Db) {
  const athina = await db.company.findUniqueOrThrow({ where: { slug: "kafe-athina" } });
  const nikos = await db.company.findUniqueOrThrow({ where: { slug: "fournos-nikos" } });
  return { athina, nikos };
}

export async function newCustomer(
  db: Db,
  companyId: string,
  options: { points?: number; stamps?: number; data?: Omit<Prisma.CustomerUncheckedCreateInput, "companyId" | "phone"> } = {},
) {
  const customer = await db.customer.create({ data: { companyId, phone: newPhone(), ...options.data } });
  if (options.points) await db.gifted.create({ data: { companyId, customerId: customer.id, points: options.points, message: "Δοκιμή" } });
  if (options.stamps) await db.stampGifted.create({ data: { companyId, customerId: customer.id, points: options.stamps, message: "Δοκιμή" } });
  return customer;
}

export async function balance(db: Db, customerId: string) {
  return db.customer.findUniqueOrThrow({ where: { id: customerId }, select: { points: true, stamps: true } });
}

export async function reward(db: Db, companyId: string, title: string) {
  return db.reward.findFirstOrThrow({ where: { companyId, title } });
}

export async function stampReward(db: Db, companyId: string, title: string) {
  return db.stampReward.findFirstOrThrow({ where: { companyId, title } });
}
