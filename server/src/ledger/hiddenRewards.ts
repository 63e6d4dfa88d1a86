// Hidden rewards given automatically: a reward with giftOnNthTransaction = N becomes a free coupon on the
// customer's Nth non-cancelled purchase, once per customer and reward.
import { utc, type PgClient } from "../db/pgTransaction.js";
import { insertWithFreshCode } from "../rewards/issue.js";
import type { Tx } from "./transaction.js";

export type GiftedCoupon = { code: string; title: string };

/**
 * Runs inside the purchase's transaction, after the purchase is written and while the customer row is
 * locked, so concurrent purchases of one customer count one after the other. The common case (no reward
 * due) is one statement, which also reads the customer's balances for the purchase's answer.
 */
export async function balancesAndHiddenRewards(client: PgClient, companyId: string, customerId: string, at: Date) {
  const { rows } = await client.query<{ points: number; stamps: number; due: string[] }>(
    `SELECT c.points, c.stamps,
            ARRAY(SELECT r.id FROM "Reward" r
                   WHERE r."companyId" = $1 AND r.hidden AND r.active AND r."giftOnNthTransaction" > 0
                     AND (r."validUntil" IS NULL OR r."validUntil" > ${utc(3)})
                     AND r."giftOnNthTransaction" = (SELECT count(*) FROM "Transaction" t WHERE t."customerId" = c.id AND t."cancelledAt" IS NULL)
                     AND NOT EXISTS (SELECT 1 FROM "Coupon" x WHERE x."customerId" = c.id AND x."rewardId" = r.id)
                   ORDER BY r.id) AS due
       FROM "Customer" c WHERE c.id = $2`,
    [companyId, customerId, at.toISOString()],
  );
  const { points, stamps, due } = rows[0];
  const coupons: GiftedCoupon[] = [];
  for (const rewardId of due) coupons.push(await giftCoupon(client, customerId, rewardId, at));
  return { points, stamps, coupons: coupons.sort((a, b) => a.code.localeCompare(b.code)) };
}

/** A free coupon of the reward, sharing the purchase's timestamp (see awardTime). */
function giftCoupon(client: PgClient, customerId: string, rewardId: string, at: Date): Promise<GiftedCoupon> {
  return insertWithFreshCode("points", async (code) => {
    const { rows } = await client.query<GiftedCoupon>(
      `INSERT INTO "Coupon" (code, points, amount, url, title, description, "customerId", "rewardId", "validUntil", "createdAt", "updatedAt")
       SELECT $1, 0, r.amount, r.url, r.title, r.description, $2, r.id, r."validUntil", ${utc(4)}, ${utc(4)} FROM "Reward" r WHERE r.id = $3
       ON CONFLICT (code) DO NOTHING
       RETURNING code, title`,
      [code, customerId, rewardId, at.toISOString()],
    );
    return rows[0];
  });
}

/** The coupons a purchase at `at` gave (they share its timestamp; see awardTime). */
export async function hiddenRewardCouponsAt(client: Tx, customerId: string, at: Date) {
  return client.coupon.findMany({
    where: { customerId, createdAt: at, points: 0, reward: { is: { hidden: true, giftOnNthTransaction: { gt: 0 } } } },
    select: { code: true, title: true },
    orderBy: { code: "asc" },
  });
}
