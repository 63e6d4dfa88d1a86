// The analytics roll-ups computed from the ledger in one pass, for the shops given (or all shops).
// The triggers keep the roll-ups in step row by row; this is for data loaded with the triggers off
// (benchmarks, imports: session_replication_role = replica) and for checking the triggers.
// Statements for one connection, inside one transaction (the visit days go through a temporary table).

export type Execute = (sql: string, params: unknown[]) => Promise<unknown>;

const DAY_COLUMNS = [
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
] as const;
type DayColumn = (typeof DAY_COLUMNS)[number];

/** One ledger source of AnalyticsDay: its rows' shop, time, store and the columns it adds to. */
function daySource(from: string, company: string, at: string, store: string, values: Partial<Record<DayColumn, string>>, where: string) {
  const cells = DAY_COLUMNS.map((column) => `${values[column] ?? "0"} AS "${column}"`).join(", ");
  return `SELECT ${company} AS company, ${at} AS at, ${store} AS store, ${cells} FROM ${from} WHERE ${where}`;
}

const inShops = (column: string) => `($1::text[] IS NULL OR ${column} = ANY($1::text[]))`;
const couponFrom = (table: string) => `"${table}" x JOIN "Customer" c ON c.id = x."customerId"`;

const DAY_SOURCES = [
  daySource(
    `"Transaction"`,
    `"companyId"`,
    `"createdAt"`,
    `coalesce("storeId", '')`,
    { purchases: "1", revenue: "amount", purchasePoints: "points" },
    `"cancelledAt" IS NULL AND ${inShops(`"companyId"`)}`,
  ),
  daySource(
    `"StampTransaction"`,
    `"companyId"`,
    `"createdAt"`,
    `coalesce("storeId", '')`,
    { stampPurchases: "1", stampRevenue: "amount" },
    `"cancelledAt" IS NULL AND ${inShops(`"companyId"`)}`,
  ),
  daySource(`"Gifted"`, `"companyId"`, `"createdAt"`, `''`, { giftedPoints: "points" }, inShops(`"companyId"`)),
  daySource(`"StampGifted"`, `"companyId"`, `"createdAt"`, `''`, { giftedStamps: "points" }, inShops(`"companyId"`)),
  daySource(couponFrom("Coupon"), `c."companyId"`, `x."createdAt"`, `''`, { coupons: "1", couponPoints: "x.points" }, inShops(`c."companyId"`)),
  daySource(couponFrom("Coupon"), `c."companyId"`, `x."usedAt"`, `''`, { couponsRedeemed: "1" }, `x."usedAt" IS NOT NULL AND ${inShops(`c."companyId"`)}`),
  daySource(couponFrom("StampCoupon"), `c."companyId"`, `x."createdAt"`, `''`, { stampCoupons: "1", stampCouponStamps: "x.points" }, inShops(`c."companyId"`)),
  daySource(
    couponFrom("StampCoupon"),
    `c."companyId"`,
    `x."usedAt"`,
    `''`,
    { stampCouponsRedeemed: "1" },
    `x."usedAt" IS NOT NULL AND ${inShops(`c."companyId"`)}`,
  ),
  daySource(`"PointsExpiry"`, `"companyId"`, `"createdAt"`, `''`, { expiredPoints: "points", expiredStamps: "stamps" }, inShops(`"companyId"`)),
];

const REBUILD_DAYS = `
  INSERT INTO "AnalyticsDay" ("companyId", day, hour, "storeId", shard, ${DAY_COLUMNS.map((c) => `"${c}"`).join(", ")})
  SELECT company, athens_time(at)::date, extract(hour FROM athens_time(at))::int, store, 0, ${DAY_COLUMNS.map((c) => `sum("${c}")`).join(", ")}
  FROM (${DAY_SOURCES.join("\nUNION ALL\n")}) AS ledger
  GROUP BY 1, 2, 3, 4`;

const REBUILD_ITEMS = `
  INSERT INTO "AnalyticsItem" ("companyId", day, kind, "itemId", shard, count, amount, redeemed)
  SELECT company, athens_time(at)::date, kind, item, 0, sum(count), sum(amount), sum(redeemed) FROM (
    SELECT p."companyId" AS company, p."createdAt" AS at, 'tag' AS kind, t."tagId" AS item, 1 AS count, p.amount AS amount, 0 AS redeemed
      FROM "TagOnTransaction" t JOIN "Transaction" p ON p.id = t."transactionId"
     WHERE p."cancelledAt" IS NULL AND ${inShops(`p."companyId"`)}
    UNION ALL
    SELECT p."companyId", p."createdAt", 'stamp-tag', t."tagId", 1, p.amount, 0
      FROM "TagOnStampTransaction" t JOIN "StampTransaction" p ON p.id = t."transactionId"
     WHERE p."cancelledAt" IS NULL AND ${inShops(`p."companyId"`)}
    UNION ALL
    SELECT c."companyId", x."createdAt", 'reward', coalesce(x."rewardId", ''), 1, x.points, 0 FROM ${couponFrom("Coupon")} WHERE ${inShops(`c."companyId"`)}
    UNION ALL
    SELECT c."companyId", x."usedAt", 'reward', coalesce(x."rewardId", ''), 0, 0, 1 FROM ${couponFrom("Coupon")}
     WHERE x."usedAt" IS NOT NULL AND ${inShops(`c."companyId"`)}
    UNION ALL
    SELECT c."companyId", x."createdAt", 'stamp-reward', coalesce(x."rewardId", ''), 1, x.points, 0 FROM ${couponFrom("StampCoupon")} WHERE ${inShops(`c."companyId"`)}
    UNION ALL
    SELECT c."companyId", x."usedAt", 'stamp-reward', coalesce(x."rewardId", ''), 0, 0, 1 FROM ${couponFrom("StampCoupon")}
     WHERE x."usedAt" IS NOT NULL AND ${inShops(`c."companyId"`)}
  ) AS items
  GROUP BY 1, 2, 3, 4`;

/** Each customer's visit days (a day with non-cancelled purchases, points or stamps). */
const VISIT_DAYS_TABLE = `
  CREATE TEMPORARY TABLE analytics_visit_days (customer TEXT, company TEXT, day DATE, purchases INT, prev DATE) ON COMMIT DROP`;

const VISIT_DAYS = `
  INSERT INTO analytics_visit_days
  SELECT customer, company, day, count(*), lag(day) OVER (PARTITION BY customer ORDER BY day) FROM (
    SELECT "customerId" AS customer, "companyId" AS company, athens_time("createdAt")::date AS day
      FROM "Transaction" WHERE "cancelledAt" IS NULL AND ${inShops(`"companyId"`)}
    UNION ALL
    SELECT "customerId", "companyId", athens_time("createdAt")::date
      FROM "StampTransaction" WHERE "cancelledAt" IS NULL AND ${inShops(`"companyId"`)}
  ) AS purchases
  GROUP BY customer, company, day`;

const REBUILD_VISIT_DAYS = `
  INSERT INTO "CustomerVisitDay" ("customerId", day, purchases) SELECT customer, day, purchases FROM analytics_visit_days`;

const REBUILD_GAPS = `
  INSERT INTO "AnalyticsVisitGap" ("companyId", day, gap, shard, visits)
  SELECT company, day, coalesce(day - prev, 0), 0, count(*) FROM analytics_visit_days GROUP BY 1, 2, 3`;

const REBUILD_COHORTS = `
  INSERT INTO "AnalyticsCohort" ("companyId", cohort, month, shard, customers)
  SELECT v.company, date_trunc('month', f.first)::date, date_trunc('month', v.day)::date, 0, count(DISTINCT v.customer)
    FROM analytics_visit_days v
    JOIN (SELECT customer, min(day) AS first FROM analytics_visit_days GROUP BY customer) f ON f.customer = v.customer
   GROUP BY 1, 2, 3`;

const REBUILD_CUSTOMERS = `
  INSERT INTO "CustomerVisits" ("customerId", "companyId", "firstDay", "lastDay", days)
  SELECT customer, company, min(day), max(day), count(*) FROM analytics_visit_days GROUP BY 1, 2`;

const ROLLUP_TABLES = ["AnalyticsDay", "AnalyticsItem", "AnalyticsVisitGap", "AnalyticsCohort", "CustomerVisits"];

/** Replaces the shops' roll-ups with ones computed from their ledger. Run inside a transaction. */
export async function rebuildRollups(execute: Execute, companyIds: string[] | null = null, log?: (line: string) => void) {
  const step = async (name: string, sql: string) => {
    const started = Date.now();
    await execute(sql, sql.includes("$1") ? [companyIds] : []);
    log?.(`${name}: ${Date.now() - started} ms`);
  };
  for (const table of ROLLUP_TABLES) await step(`clear ${table}`, `DELETE FROM "${table}" WHERE ${inShops(`"companyId"`)}`);
  await step(
    "clear CustomerVisitDay",
    `DELETE FROM "CustomerVisitDay" WHERE $1::text[] IS NULL OR "customerId" IN (SELECT id FROM "Customer" WHERE "companyId" = ANY($1::text[]))`,
  );
  await step("AnalyticsDay", REBUILD_DAYS);
  await step("AnalyticsItem", REBUILD_ITEMS);
  await step("visit days table", VISIT_DAYS_TABLE);
  await step("visit days", VISIT_DAYS);
  await step("CustomerVisitDay", REBUILD_VISIT_DAYS);
  await step("AnalyticsVisitGap", REBUILD_GAPS);
  await step("AnalyticsCohort", REBUILD_COHORTS);
  await step("CustomerVisits", REBUILD_CUSTOMERS);
}
