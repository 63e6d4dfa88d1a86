// What a customer sees in the wallet: their own Customer rows (one per shop), never anyone else's. Every
// query starts from the signed-in user's id.
import type { Db } from "../db/client.js";

export async function walletCards(db: Db, userId: string) {
  const now = new Date();
  const customers = await db.customer.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      points: true,
      stamps: true,
      newsAcceptedAt: true,
      stoppedNotifications: true,
      company: {
        select: {
          id: true,
          slug: true,
          name: true,
          logo: true,
          brandColor: true,
          subtitle: true,
          pointsEnabled: true,
          stampsEnabled: true,
          fullStampImage: true,
          emptyStampImage: true,
          stampDescription: true,
          stampSuccessDescription: true,
          rewards: {
            where: { active: true, hidden: false, OR: [{ validUntil: null }, { validUntil: { gt: now } }] },
            orderBy: { points: "asc" },
            select: { id: true, title: true, description: true, points: true },
          },
          stampRewards: {
            where: { active: true, hidden: false, OR: [{ validUntil: null }, { validUntil: { gt: now } }] },
            orderBy: { points: "asc" },
            select: { id: true, title: true, description: true, points: true },
          },
        },
      },
      coupons: {
        where: { usedAt: null, OR: [{ validUntil: null }, { validUntil: { gt: now } }] },
        orderBy: { createdAt: "desc" },
        select: { code: true, title: true, description: true, validUntil: true },
      },
      stampCoupons: {
        where: { usedAt: null, OR: [{ validUntil: null }, { validUntil: { gt: now } }] },
        orderBy: { createdAt: "desc" },
        select: { code: true, title: true, description: true, validUntil: true },
      },
    },
  });
  return customers.map(({ company, coupons, stampCoupons, ...customer }) => {
    const { rewards, stampRewards, ...shop } = company;
    const progress = (balance: number) => (reward: { id: string; title: string; description: string | null; points: number }) => ({
      ...reward,
      missing: Math.max(0, reward.points - balance),
    });
    // The stamp card fills towards the smallest stamp reward (10 stamps when the shop has none yet).
    const stampTarget = stampRewards[0]?.points ?? 10;
    return {
      shop,
      points: customer.points,
      stamps: customer.stamps,
      stampTarget,
      newsAccepted: customer.newsAcceptedAt !== null,
      notificationsOn: !customer.stoppedNotifications,
      coupons: [...coupons.map((c) => ({ ...c, kind: "points" as const })), ...stampCoupons.map((c) => ({ ...c, kind: "stamps" as const }))].map((c) => ({
        ...c,
        validUntil: c.validUntil?.toISOString() ?? null,
      })),
      rewards: shop.pointsEnabled ? rewards.map(progress(customer.points)) : [],
      stampRewards: shop.stampsEnabled ? stampRewards.map(progress(customer.stamps)) : [],
    };
  });
}

/** Rows of the history per page: the wallet shows the newest and loads older ones on request. */
const HISTORY_PAGE = 20;

/** One page of the customer's own history at one shop (purchases, stamps, gifts, coupons), newest first; the id keeps equal times in one order across pages. */
export async function walletHistory(db: Db, userId: string, companyId: string, offset: number) {
  const customer = await db.customer.findFirst({ where: { userId, companyId }, select: { id: true } });
  if (!customer) return { rows: [], more: false };
  const rows = await db.$queryRaw<Array<{ id: string; kind: string; at: Date; points: number; amount: number; cancelled: boolean }>>`
    SELECT * FROM (
      SELECT id, 'purchase' AS kind, "createdAt" AS at, points, amount, "cancelledAt" IS NOT NULL AS cancelled FROM "Transaction" WHERE "customerId" = ${customer.id}
      UNION ALL SELECT id, 'stamp', "createdAt", 1, amount, "cancelledAt" IS NOT NULL FROM "StampTransaction" WHERE "customerId" = ${customer.id}
      UNION ALL SELECT id, 'gift', "createdAt", points, 0, false FROM "Gifted" WHERE "customerId" = ${customer.id}
      UNION ALL SELECT id, 'stampGift', "createdAt", points, 0, false FROM "StampGifted" WHERE "customerId" = ${customer.id}
      UNION ALL SELECT code, 'coupon', "createdAt", -points, 0, false FROM "Coupon" WHERE "customerId" = ${customer.id}
      UNION ALL SELECT code, 'stampCoupon', "createdAt", -points, 0, false FROM "StampCoupon" WHERE "customerId" = ${customer.id}
    ) h ORDER BY at DESC, id LIMIT ${HISTORY_PAGE + 1} OFFSET ${offset}`;
  return { rows: rows.slice(0, HISTORY_PAGE).map((row) => ({ ...row, at: row.at.toISOString() })), more: rows.length > HISTORY_PAGE };
}
