// Ledger rows with fixed dates for the analytics and automation tests, written straight to the database
// (the triggers keep balances and roll-ups as the counter would), Athens days and times to date them, and
// the check that every balance still equals its ledger.
import type { Db } from "../../server/src/db/client.js";
import { addDays, athensDayOf } from "../../server/src/shared/analytics.js";

const athensClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Athens",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** Minutes Athens is ahead of UTC at an instant. */
function athensOffsetMinutes(instant: number): number {
  const part = Object.fromEntries(athensClock.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const local = Date.UTC(Number(part.year), Number(part.month) - 1, Number(part.day), Number(part.hour), Number(part.minute));
  return Math.round((local - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** The instant of an Athens wall-clock time, e.g. athensTime("2025-03-10", "01:30"). */
export function athensTime(day: string, time = "12:00"): Date {
  const asUtc = Date.parse(`${day}T${time}:00Z`);
  return new Date(asUtc - athensOffsetMinutes(asUtc) * 60_000);
}

export const today = () => athensDayOf(new Date());
export const daysAgo = (days: number) => addDays(today(), -days);

type PurchaseOptions = { storeId?: string; tagIds?: string[]; cancelledAt?: Date };

export async function purchase(db: Db, companyId: string, customerId: string, at: Date, amount: number, options: PurchaseOptions = {}) {
  return db.transaction.create({
    data: {
      companyId,
      customerId,
      amount,
      pointsMult: 1,
      points: Math.floor(amount / 100),
      createdAt: at,
      storeId: options.storeId,
      cancelledAt: options.cancelledAt,
      tags: { create: (options.tagIds ?? []).map((tagId) => ({ tagId })) },
    },
  });
}

export async function stampPurchase(db: Db, companyId: string, customerId: string, at: Date, options: PurchaseOptions = {}) {
  return db.stampTransaction.create({
    data: {
      companyId,
      customerId,
      createdAt: at,
      storeId: options.storeId,
      cancelledAt: options.cancelledAt,
      tags: { create: (options.tagIds ?? []).map((tagId) => ({ tagId })) },
    },
  });
}

/**
 * Customers whose balances or last visit differ from what their ledger rows say. As the ledger triggers
 * keep them: a cancelled purchase or coupon gives its points (stamps) back, and the last visit only moves
 * forward, so it may be a purchase cancelled afterwards, later than every live one.
 */
export function customersOffLedger(db: Db) {
  return db.$queryRaw<{ id: string }[]>`
    SELECT c.id FROM "Customer" c
    CROSS JOIN LATERAL (
      SELECT
        COALESCE((SELECT sum(points) FROM "Transaction" WHERE "customerId" = c.id AND "cancelledAt" IS NULL), 0)
      + COALESCE((SELECT sum(points) FROM "Gifted" WHERE "customerId" = c.id), 0)
      - COALESCE((SELECT sum(points) FROM "Coupon" WHERE "customerId" = c.id AND "cancelledAt" IS NULL), 0) AS points,
        (SELECT count(*) FROM "StampTransaction" WHERE "customerId" = c.id AND "cancelledAt" IS NULL)
      + COALESCE((SELECT sum(points) FROM "StampGifted" WHERE "customerId" = c.id), 0)
      - COALESCE((SELECT sum(points) FROM "StampCoupon" WHERE "customerId" = c.id AND "cancelledAt" IS NULL), 0) AS stamps,
        GREATEST(
          (SELECT max("createdAt") FROM "Transaction" WHERE "customerId" = c.id AND "cancelledAt" IS NULL),
          (SELECT max("createdAt") FROM "StampTransaction" WHERE "customerId" = c.id AND "cancelledAt" IS NULL)
        ) AS "lastVisitAt"
    ) ledger
    WHERE c.points <> ledger.points OR c.stamps <> ledger.stamps
       OR (c."lastVisitAt" IS DISTINCT FROM ledger."lastVisitAt"
           AND NOT (c."lastVisitAt" > COALESCE(ledger."lastVisitAt", '-infinity') AND EXISTS (
             SELECT 1 FROM "Transaction" WHERE "customerId" = c.id AND "cancelledAt" IS NOT NULL AND "createdAt" = c."lastVisitAt"
             UNION ALL
             SELECT 1 FROM "StampTransaction" WHERE "customerId" = c.id AND "cancelledAt" IS NOT NULL AND "createdAt" = c."lastVisitAt")))`;
}
