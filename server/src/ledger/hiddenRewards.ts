// Hidden rewards given automatically: a reward with giftOnNthTransaction = N becomes a free coupon on the
// customer's Nth non-cancelled purchase, once per customer and reward. They are given inside the
// purchase's own statement (counter_award, see ledger/award.ts), while the customer row is locked, so
// concurrent purchases of one customer count one after the other.
import type { Tx } from "./transaction.js";

/** The coupons a purchase at `at` gave (they share its timestamp: a purchase's gifts are written with its time). */
export async function hiddenRewardCouponsAt(client: Tx, customerId: string, at: Date) {
  return client.coupon.findMany({
    where: { customerId, createdAt: at, points: 0, reward: { is: { hidden: true, giftOnNthTransaction: { gt: 0 } } } },
    select: { code: true, title: true },
    orderBy: { code: "asc" },
  });
}
