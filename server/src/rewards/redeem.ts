// Redeeming a coupon at the counter: one conditional UPDATE, so of two cashiers scanning the same code
// at the same moment exactly one succeeds (the second waits for the row lock, then finds usedAt set).
// Only when nothing was updated does a second query look for the reason.
import { TRPCError } from "@trpc/server";
import { queryRows, type SqlClient } from "../db/sql.js";
import { Prisma } from "../generated/prisma/client.js";
import { formatGreekDateTime } from "../lib/dates.js";
import { normaliseCouponCode } from "./codes.js";

export type RedeemedCoupon = {
  code: string;
  title: string;
  usedAt: Date;
  customer: { phone: string; firstName: string | null; lastName: string | null };
};

// Short: the counter shows them under the fixed heading «Το κουπόνι δεν εξαργυρώθηκε, κάτι πήγε στραβά»,
// which already names the coupon; they say only what happened.
const NOT_FOUND_MESSAGE = "Άγνωστος κωδικός.";

// Timestamps are stored as UTC without a zone; "now" must be compared and written the same way.
// `db`: the pg pool at the counter (db/sql.ts), the Prisma transaction of an idempotent API call.
export async function redeemCoupon(db: SqlClient, companyId: string, typed: string): Promise<RedeemedCoupon> {
  const code = normaliseCouponCode(typed);
  const rows = await queryRows<{ code: string; title: string; usedAt: Date; phone: string; firstName: string | null; lastName: string | null }>(
    db,
    Prisma.sql`
    WITH points AS (
      UPDATE "Coupon" AS c SET "usedAt" = now() AT TIME ZONE 'UTC', "updatedAt" = now() AT TIME ZONE 'UTC'
        FROM "Customer" AS cu
       WHERE c.code = ${code} AND cu.id = c."customerId" AND cu."companyId" = ${companyId}
         AND c."usedAt" IS NULL AND c."cancelledAt" IS NULL AND (c."validUntil" IS NULL OR c."validUntil" > now() AT TIME ZONE 'UTC')
      RETURNING c.code, c.title, c."usedAt", c."customerId"
    ), stamps AS (
      UPDATE "StampCoupon" AS c SET "usedAt" = now() AT TIME ZONE 'UTC', "updatedAt" = now() AT TIME ZONE 'UTC'
        FROM "Customer" AS cu
       WHERE c.code = ${code} AND cu.id = c."customerId" AND cu."companyId" = ${companyId}
         AND c."usedAt" IS NULL AND c."cancelledAt" IS NULL AND (c."validUntil" IS NULL OR c."validUntil" > now() AT TIME ZONE 'UTC')
      RETURNING c.code, c.title, c."usedAt", c."customerId"
    )
    SELECT r.code, r.title, r."usedAt", cu.phone,
           COALESCE(cu."firstName", u."firstName") AS "firstName", COALESCE(cu."lastName", u."lastName") AS "lastName"
      FROM (SELECT * FROM points UNION ALL SELECT * FROM stamps) AS r
      JOIN "Customer" AS cu ON cu.id = r."customerId"
      LEFT JOIN "User" AS u ON u.id = cu."userId"`,
    "redeem_coupon",
  );
  if (rows.length > 0) {
    const { phone, firstName, lastName, ...coupon } = rows[0];
    return { ...coupon, customer: { phone, firstName, lastName } };
  }
  throw await whyNotRedeemed(db, companyId, code);
}

async function whyNotRedeemed(db: SqlClient, companyId: string, code: string): Promise<TRPCError> {
  const [coupon] = await queryRows<{ usedAt: Date | null; cancelledAt: Date | null; validUntil: Date | null; expired: boolean }>(
    db,
    Prisma.sql`
    SELECT c."usedAt", c."cancelledAt", c."validUntil", c."validUntil" <= now() AT TIME ZONE 'UTC' AS expired
      FROM "Coupon" AS c JOIN "Customer" AS cu ON cu.id = c."customerId"
     WHERE c.code = ${code} AND cu."companyId" = ${companyId}
    UNION ALL
    SELECT c."usedAt", c."cancelledAt", c."validUntil", c."validUntil" <= now() AT TIME ZONE 'UTC' AS expired
      FROM "StampCoupon" AS c JOIN "Customer" AS cu ON cu.id = c."customerId"
     WHERE c.code = ${code} AND cu."companyId" = ${companyId}
     LIMIT 1`,
  );
  // Another shop's code answers exactly like an unknown one: codes must not be probed across shops.
  if (!coupon) return new TRPCError({ code: "NOT_FOUND", message: NOT_FOUND_MESSAGE });
  if (coupon.cancelledAt) return new TRPCError({ code: "CONFLICT", message: "Έχει ακυρωθεί." });
  if (coupon.usedAt) {
    return new TRPCError({ code: "CONFLICT", message: `Έχει ήδη εξαργυρωθεί στις ${formatGreekDateTime(coupon.usedAt)}.` });
  }
  if (coupon.expired && coupon.validUntil) {
    return new TRPCError({ code: "PRECONDITION_FAILED", message: `Έληξε στις ${formatGreekDateTime(coupon.validUntil)}.` });
  }
  return new TRPCError({ code: "CONFLICT", message: "Το κουπόνι δεν εξαργυρώθηκε, κάτι πήγε στραβά" });
}
