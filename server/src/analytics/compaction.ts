// Folds the roll-up rows of recent closed days into shard 0: the triggers spread a busy day over one
// shard per pool connection (analytics_shard()) for each row key; once the day is over one row per key
// is enough, which keeps the analytics queries' reads small. Safe to run at any time and more than once
// (a shard row is moved by deleting it and adding its values to shard 0 in the same statement).
import type { Db } from "../db/client.js";
import { addDays } from "../shared/analytics.js";

/** Days before today that are folded (the cancel window is 7 days: older days rarely change). */
const FOLD_DAYS = 10;

const TABLES = [
  {
    table: "AnalyticsDay",
    key: ["companyId", "day", "hour", "storeId"],
    sums: [
      "purchases",
      "revenue",
      "purchasePoints",
      "stampPurchases",
      "stampRevenue",
      "giftedPoints",
      "giftedStamps",
      "coupons",
      "couponPoints",
      "couponsRedeemed",
      "stampCoupons",
      "stampCouponStamps",
      "stampCouponsRedeemed",
      "expiredPoints",
      "expiredStamps",
    ],
    dayColumn: "day",
  },
  { table: "AnalyticsItem", key: ["companyId", "day", "kind", "itemId"], sums: ["count", "amount", "redeemed"], dayColumn: "day" },
  { table: "AnalyticsVisitGap", key: ["companyId", "day", "gap"], sums: ["visits"], dayColumn: "day" },
  { table: "AnalyticsCohort", key: ["companyId", "cohort", "month"], sums: ["customers"], dayColumn: "month" },
] as const;

const quote = (names: readonly string[]) => names.map((name) => `"${name}"`).join(", ");

const monthStart = (day: string, monthsLater = 0) =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + monthsLater, 1)).toISOString().slice(0, 10);

/** Folds shards of the days in [today − FOLD_DAYS, today − 1], and of cohort rows of the two months before this one. */
export async function foldClosedDays(db: Db, today: string): Promise<number> {
  let moved = 0;
  for (const { table, key, sums, dayColumn } of TABLES) {
    const from = dayColumn === "month" ? monthStart(today, -2) : addDays(today, -FOLD_DAYS);
    const before = dayColumn === "month" ? monthStart(today) : today;
    moved += await db.$executeRawUnsafe(
      `WITH moved AS (
         DELETE FROM "${table}" WHERE "${dayColumn}" >= $1::date AND "${dayColumn}" < $2::date AND shard <> 0
         RETURNING ${quote([...key, ...sums])}
       )
       INSERT INTO "${table}" AS a (${quote(key)}, shard, ${quote(sums)})
       SELECT ${quote(key)}, 0, ${sums.map((column) => `sum("${column}")`).join(", ")} FROM moved GROUP BY ${quote(key)}
       ON CONFLICT (${quote(key)}, shard) DO UPDATE SET ${sums.map((column) => `"${column}" = a."${column}" + EXCLUDED."${column}"`).join(", ")}`,
      from,
      before,
    );
  }
  return moved;
}
