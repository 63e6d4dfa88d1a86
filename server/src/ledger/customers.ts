// A shop's customer by phone, created on first purchase together with the shop's welcome gifts.
import { randomUUID } from "node:crypto";
import { utc, type PgClient } from "../db/pgTransaction.js";
import type { Company } from "../generated/prisma/client.js";
import { newCustomerRefusal } from "./counterRules.js";

export const WELCOME_GIFT_MESSAGE = "Δώρο καλωσορίσματος";

export type LockedCustomer = { id: string; createdAt: Date; created: boolean };

/**
 * Returns the customer with this phone, row-locked until the transaction ends (so a customer's awards
 * run one at a time), in one statement: the upsert's no-op update takes the lock, and xmax = 0 tells a
 * row this statement inserted. Race-safe: two cashiers adding the same new phone at once make one
 * customer, and only the inserting transaction gives the welcome gifts. A new customer is made only
 * when `mayCreate` (the cashier confirmed the new phone).
 */
export async function findOrCreateCustomer(client: PgClient, company: Company, phone: string, mayCreate: boolean): Promise<LockedCustomer> {
  const now = new Date();
  const { rows } = await client.query<{ id: string; createdAtMs: number; created: boolean }>(
    `INSERT INTO "Customer" AS c (id, "companyId", phone, "createdAt", "updatedAt") VALUES ($1, $2, $3, ${utc(4)}, ${utc(4)})
     ON CONFLICT ("companyId", phone) DO UPDATE SET phone = EXCLUDED.phone
     RETURNING c.id, (extract(epoch FROM c."createdAt") * 1000)::float8 AS "createdAtMs", (c.xmax = 0) AS created`,
    [randomUUID(), company.id, phone, now.toISOString()],
  );
  const customer = { id: rows[0].id, createdAt: new Date(rows[0].createdAtMs), created: rows[0].created };
  // Unconfirmed, the insert is rolled back with the caller's transaction: a mistyped phone creates nothing.
  if (customer.created && !mayCreate) throw newCustomerRefusal();
  if (customer.created) await giveWelcomeGifts(client, company, customer.id, customer.createdAt);
  return customer;
}

/** The welcome gifts a new customer gets in each programme the shop runs. */
export function welcomeGifts(company: Company): { points: number; stamps: number } {
  return {
    points: company.pointsEnabled ? Math.max(company.initiationGift, 0) : 0,
    stamps: company.stampsEnabled ? Math.max(company.stampInitiationGift, 0) : 0,
  };
}

/** Both programmes' welcome gifts, each when the shop runs it; stamped with the customer's creation time. */
async function giveWelcomeGifts(client: PgClient, company: Company, customerId: string, createdAt: Date) {
  const gifts = welcomeGifts(company);
  for (const [table, points] of [["Gifted", gifts.points], ["StampGifted", gifts.stamps]] as const) {
    if (points <= 0) continue;
    await client.query(
      `INSERT INTO "${table}" (id, points, message, "companyId", "customerId", "createdAt", "updatedAt")
       VALUES ($1, $2, $3, $4, $5, ${utc(6)}, ${utc(6)})`,
      [randomUUID(), points, WELCOME_GIFT_MESSAGE, company.id, customerId, createdAt.toISOString()],
    );
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
