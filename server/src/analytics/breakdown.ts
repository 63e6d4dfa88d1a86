// "My shop": the period's results by store, by tag, and the rewards customers chose most.
import type { Db } from "../db/client.js";
import { count, type Period } from "./period.js";

const NO_STORE_LABEL = "Χωρίς υποκατάστημα";
const NO_REWARD_LABEL = "Άλλα κουπόνια";
const TOP_REWARDS = 10;

export type ShopBreakdown = {
  stores: { storeId: string | null; name: string; purchases: number; revenue: string; stampPurchases: number }[];
  tags: { tagId: string; label: string; purchases: number; revenue: string; stampPurchases: number }[];
  rewards: { rewardId: string | null; kind: "points" | "stamps"; title: string; coupons: number; redeemed: number; spent: number }[];
};

export async function shopBreakdown(db: Db, companyId: string, { from, to }: Period): Promise<ShopBreakdown> {
  const stores = await db.$queryRaw<{ store_id: string; name: string | null; purchases: bigint; revenue: bigint; stamp_purchases: bigint }[]>`
    SELECT a."storeId" AS store_id, s.name, sum(a.purchases)::bigint AS purchases, sum(a.revenue)::bigint AS revenue,
           sum(a."stampPurchases")::bigint AS stamp_purchases
      FROM "AnalyticsDay" a LEFT JOIN "Store" s ON s.id = a."storeId"
     WHERE a."companyId" = ${companyId} AND a.day BETWEEN ${from}::date AND ${to}::date
     GROUP BY 1, 2
    HAVING sum(a.purchases) <> 0 OR sum(a."stampPurchases") <> 0
     ORDER BY 4 DESC, 3 DESC, 2`;
  const tags = await db.$queryRaw<{ tag_id: string; label: string; purchases: bigint; revenue: bigint; stamp_purchases: bigint }[]>`
    SELECT i."itemId" AS tag_id, t.label,
           coalesce(sum(i.count) FILTER (WHERE i.kind = 'tag'), 0)::bigint AS purchases,
           coalesce(sum(i.amount) FILTER (WHERE i.kind = 'tag'), 0)::bigint AS revenue,
           coalesce(sum(i.count) FILTER (WHERE i.kind = 'stamp-tag'), 0)::bigint AS stamp_purchases
      FROM "AnalyticsItem" i JOIN "TransactionTag" t ON t.id = i."itemId"
     WHERE i."companyId" = ${companyId} AND i.kind IN ('tag', 'stamp-tag') AND i.day BETWEEN ${from}::date AND ${to}::date
     GROUP BY 1, 2
    HAVING sum(i.count) <> 0
     ORDER BY 4 DESC, 3 DESC, 2`;
  const rewards = await db.$queryRaw<{ kind: string; reward_id: string; title: string | null; coupons: bigint; redeemed: bigint; spent: bigint }[]>`
    SELECT i.kind, i."itemId" AS reward_id, coalesce(r.title, sr.title) AS title,
           sum(i.count)::bigint AS coupons, sum(i.redeemed)::bigint AS redeemed, sum(i.amount)::bigint AS spent
      FROM "AnalyticsItem" i
      LEFT JOIN "Reward" r ON i.kind = 'reward' AND r.id = i."itemId"
      LEFT JOIN "StampReward" sr ON i.kind = 'stamp-reward' AND sr.id = i."itemId"
     WHERE i."companyId" = ${companyId} AND i.kind IN ('reward', 'stamp-reward') AND i.day BETWEEN ${from}::date AND ${to}::date
     GROUP BY 1, 2, 3
    HAVING sum(i.count) <> 0 OR sum(i.redeemed) <> 0
     ORDER BY 4 DESC, 5 DESC, 3
     LIMIT ${TOP_REWARDS}`;
  return {
    stores: stores.map((row) => ({
      storeId: row.store_id || null,
      name: row.name ?? NO_STORE_LABEL,
      purchases: count(row.purchases),
      revenue: String(row.revenue),
      stampPurchases: count(row.stamp_purchases),
    })),
    tags: tags.map((row) => ({
      tagId: row.tag_id,
      label: row.label,
      purchases: count(row.purchases),
      revenue: String(row.revenue),
      stampPurchases: count(row.stamp_purchases),
    })),
    rewards: rewards.map((row) => ({
      rewardId: row.reward_id || null,
      kind: row.kind === "reward" ? "points" : "stamps",
      title: row.title ?? NO_REWARD_LABEL,
      coupons: count(row.coupons),
      redeemed: count(row.redeemed),
      spent: count(row.spent),
    })),
  };
}
