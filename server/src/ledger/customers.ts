// A shop's customer by phone, created on first purchase together with the shop's welcome gifts.
import type { Company } from "../generated/prisma/client.js";
import type { Tx } from "./transaction.js";

export const WELCOME_GIFT_MESSAGE = "Δώρο καλωσορίσματος";

export type LockedCustomer = { id: string; createdAt: Date; created: boolean };

/**
 * Returns the customer with this phone, row-locked until the transaction ends (so a customer's awards
 * run one at a time). Race-safe: INSERT ... ON CONFLICT DO NOTHING means two cashiers adding the same
 * new phone at once make one customer; only the inserting transaction gives the welcome gifts.
 */
export async function findOrCreateCustomer(tx: Tx, company: Company, phone: string): Promise<LockedCustomer> {
  const createdAt = new Date();
  const [inserted] = await tx.customer.createManyAndReturn({
    data: [{ companyId: company.id, phone, createdAt }],
    skipDuplicates: true,
    select: { id: true },
  });
  if (inserted) {
    await giveWelcomeGifts(tx, company, inserted.id, createdAt);
    return { id: inserted.id, createdAt, created: true };
  }
  const [existing] = await tx.$queryRaw<{ id: string; createdAt: Date }[]>`
    SELECT id, "createdAt" FROM "Customer" WHERE "companyId" = ${company.id} AND phone = ${phone} FOR UPDATE`;
  return { ...existing, created: false };
}

/** Both programmes' welcome gifts, each when the shop runs it; stamped with the customer's creation time. */
async function giveWelcomeGifts(tx: Tx, company: Company, customerId: string, createdAt: Date) {
  const base = { companyId: company.id, customerId, message: WELCOME_GIFT_MESSAGE, createdAt };
  if (company.pointsEnabled && company.initiationGift > 0) {
    await tx.gifted.create({ data: { ...base, points: company.initiationGift } });
  }
  if (company.stampsEnabled && company.stampInitiationGift > 0) {
    await tx.stampGifted.create({ data: { ...base, points: company.stampInitiationGift } });
  }
}

/**
 * The time of an award: a purchase that created its customer shares the customer's creation time, any
 * other purchase is strictly later. That is how a retried request's answer tells whether it created the
 * customer (see readPurchaseAnswer).
 */
export function awardTime(customer: LockedCustomer): Date {
  return customer.created ? customer.createdAt : new Date(Math.max(Date.now(), customer.createdAt.getTime() + 1));
}
