// Hidden rewards given automatically: a reward with giftOnNthTransaction = N becomes a free coupon on the
// customer's Nth non-cancelled purchase, once per customer and reward.
import { insertCoupon } from "../rewards/issue.js";
import type { Tx } from "./transaction.js";

/**
 * Runs inside the purchase's transaction, after the purchase is written and while the customer row is
 * locked, so concurrent purchases of one customer count one after the other.
 */
export async function giveHiddenRewards(tx: Tx, companyId: string, customerId: string, at: Date): Promise<void> {
  const rewards = await tx.reward.findMany({
    where: { companyId, hidden: true, active: true, giftOnNthTransaction: { gt: 0 }, OR: [{ validUntil: null }, { validUntil: { gt: at } }] },
  });
  if (rewards.length === 0) return;
  const purchases = await tx.transaction.count({ where: { customerId, cancelledAt: null } });
  for (const reward of rewards) {
    if (reward.giftOnNthTransaction !== purchases) continue;
    if (await tx.coupon.findFirst({ where: { customerId, rewardId: reward.id }, select: { code: true } })) continue;
    await insertCoupon(tx, "points", {
      customerId,
      rewardId: reward.id,
      title: reward.title,
      description: reward.description,
      url: reward.url,
      points: 0,
      amount: reward.amount,
      validUntil: reward.validUntil,
      usedAt: null,
      createdAt: at,
    });
  }
}

/** The coupons a purchase at `at` gave (they share its timestamp; see awardTime). */
export async function hiddenRewardCouponsAt(client: Tx, customerId: string, at: Date) {
  return client.coupon.findMany({
    where: { customerId, createdAt: at, points: 0, reward: { is: { hidden: true, giftOnNthTransaction: { gt: 0 } } } },
    select: { code: true, title: true },
    orderBy: { code: "asc" },
  });
}
