// What the counter form shows as the cashier types a phone (transaction.customerPreview): who the
// customer is, the balances, the coupons ready to redeem and the rewards affordable now; or null, a new
// customer. Read-only and small: it runs on each (debounced) phone the cashier types.
import type { Db } from "../db/client.js";

export type CounterPreview = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  userName: string | null;
  points: number;
  stamps: number;
  /** Unredeemed, uncancelled, still valid coupons (points and stamp coupons), newest first. */
  coupons: Array<{ code: string; title: string; kind: "points" | "stamps" }>;
  /** Active, visible rewards whose cost the balance covers now. */
  rewards: Array<{ id: string; title: string; cost: number; kind: "points" | "stamps" }>;
};

const PREVIEW_ROWS = 5;

export async function counterPreview(db: Db, companyId: string, phone: string): Promise<CounterPreview | null> {
  const customer = await db.customer.findUnique({
    where: { companyId_phone: { companyId, phone } },
    select: { id: true, firstName: true, lastName: true, points: true, stamps: true, user: { select: { firstName: true, lastName: true, name: true } } },
  });
  if (!customer) return null;
  const now = new Date();
  const open = { customerId: customer.id, usedAt: null, cancelledAt: null, OR: [{ validUntil: null }, { validUntil: { gt: now } }] };
  const offered = { companyId, active: true, hidden: false, OR: [{ validUntil: null }, { validUntil: { gt: now } }] };
  const coupon = { select: { code: true, title: true }, orderBy: { createdAt: "desc" as const }, take: PREVIEW_ROWS };
  const reward = { select: { id: true, title: true, points: true }, orderBy: { points: "desc" as const }, take: PREVIEW_ROWS };
  const [coupons, stampCoupons, rewards, stampRewards] = await Promise.all([
    db.coupon.findMany({ where: open, ...coupon }),
    db.stampCoupon.findMany({ where: open, ...coupon }),
    db.reward.findMany({ where: { ...offered, points: { lte: customer.points } }, ...reward }),
    db.stampReward.findMany({ where: { ...offered, points: { lte: customer.stamps } }, ...reward }),
  ]);
  const user = customer.user;
  return {
    id: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    userName: user ? [user.firstName, user.lastName].filter(Boolean).join(" ") || user.name : null,
    points: customer.points,
    stamps: customer.stamps,
    coupons: [...coupons.map((c) => ({ ...c, kind: "points" as const })), ...stampCoupons.map((c) => ({ ...c, kind: "stamps" as const }))],
    rewards: [
      ...rewards.map((r) => ({ id: r.id, title: r.title, cost: r.points, kind: "points" as const })),
      ...stampRewards.map((r) => ({ id: r.id, title: r.title, cost: r.points, kind: "stamps" as const })),
    ],
  };
}
