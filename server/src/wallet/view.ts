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

/** The customer's own history at one shop (purchases, stamps, gifts, coupons), newest first. */
export async function walletHistory(db: Db, userId: string, companyId: string) {
  const customer = await db.customer.findFirst({ where: { userId, companyId }, select: { id: true } });
  if (!customer) return [];
  const rows = await db.$queryRaw<Array<{ kind: string; at: Date; points: number; amount: number; cancelled: boolean }>>`
    SELECT * FROM (
      SELECT 'purchase' AS kind, "createdAt" AS at, points, amount, "cancelledAt" IS NOT NULL AS cancelled FROM "Transaction" WHERE "customerId" = ${customer.id}
      UNION ALL SELECT 'stamp', "createdAt", 1, amount, "cancelledAt" IS NOT NULL FROM "StampTransaction" WHERE "customerId" = ${customer.id}
      UNION ALL SELECT 'gift', "createdAt", points, 0, false FROM "Gifted" WHERE "customerId" = ${customer.id}
      UNION ALL SELECT 'stampGift', "createdAt", points, 0, false FROM "StampGifted" WHERE "customerId" = ${customer.id}
      UNION ALL SELECT 'coupon', "createdAt", -points, 0, false FROM "Coupon" WHERE "customerId" = ${customer.id}
      UNION ALL SELECT 'stampCoupon', "createdAt", -points, 0, false FROM "StampCoupon" WHERE "customerId" = ${customer.id}
    ) h ORDER BY at DESC LIMIT 100`;
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/** Notifications the user received (push campaigns), newest first. */
export async function walletNotifications(db: Db, userId: string) {
  const rows = await db.userNotification.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    take: 50,
    select: {
      id: true,
      viewedAt: true,
      createdAt: true,
      notification: { select: { title: true, text: true, url: true, image: true, company: { select: { name: true } } } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    viewed: row.viewedAt !== null,
    at: row.createdAt.toISOString(),
    shop: row.notification.company.name,
    title: row.notification.title,
    text: row.notification.text,
    url: row.notification.url,
  }));
}

export async function markNotificationsViewed(db: Db, userId: string, ids: string[]) {
  const { count } = await db.userNotification.updateMany({ where: { userId, id: { in: ids }, viewedAt: null }, data: { viewedAt: new Date() } });
  return { marked: count };
}
