// The domain comparison's figures, one row per shop with a domain and day (ShopBenchmark), computed by
// the daily job over the 90 days before that day from the roll-ups:
//   visit gap      average days between two consecutive visits of a customer
//   average ticket revenue per purchase (points purchases), cents
//   redemption     points spent on coupons / points issued (purchases and gifts)
//   retention      of the customers who visited in the 90 days before the window, the share who came
//                  back in it: a first visit in the window whose previous visit falls in that earlier span
import type { Db } from "../db/client.js";
import { addDays, BENCHMARK_WINDOW_DAYS } from "../shared/analytics.js";

/** Computes (or recomputes) the figures of every shop with a domain for `day`; returns the rows written. */
export async function computeBenchmarks(db: Db, day: string): Promise<number> {
  const windowFrom = addDays(day, -BENCHMARK_WINDOW_DAYS);
  const windowTo = addDays(day, -1);
  const previousFrom = addDays(day, -2 * BENCHMARK_WINDOW_DAYS);
  return db.$executeRaw`
    WITH shops AS (
      SELECT id FROM "Company" WHERE domain IS NOT NULL
    ), sums AS (
      SELECT a."companyId", sum(a.purchases) AS purchases, sum(a.revenue) AS revenue,
             sum(a."purchasePoints" + a."giftedPoints") AS issued, sum(a."couponPoints") AS spent
        FROM "AnalyticsDay" a JOIN shops s ON s.id = a."companyId"
       WHERE a.day BETWEEN ${windowFrom}::date AND ${windowTo}::date
       GROUP BY 1
    ), visits AS (
      SELECT g."companyId",
             sum(g.visits) FILTER (WHERE g.day >= ${windowFrom}::date AND (g.gap = 0 OR g.day - g.gap < ${windowFrom}::date)) AS active,
             sum(g.visits) FILTER (WHERE g.day >= ${windowFrom}::date AND g.gap > 0) AS gap_visits,
             sum(g.visits::bigint * g.gap) FILTER (WHERE g.day >= ${windowFrom}::date AND g.gap > 0) AS gap_days,
             sum(g.visits) FILTER (WHERE g.day >= ${windowFrom}::date AND g.gap > 0
                                     AND g.day - g.gap >= ${previousFrom}::date AND g.day - g.gap < ${windowFrom}::date) AS returned,
             sum(g.visits) FILTER (WHERE g.day < ${windowFrom}::date AND (g.gap = 0 OR g.day - g.gap < ${previousFrom}::date)) AS previous
        FROM "AnalyticsVisitGap" g JOIN shops s ON s.id = g."companyId"
       WHERE g.day BETWEEN ${previousFrom}::date AND ${windowTo}::date
       GROUP BY 1
    )
    INSERT INTO "ShopBenchmark" ("companyId", day, "activeCustomers", "visitGapDays", "averageTicket", "redemptionRate", "retentionRate")
    SELECT s.id, ${day}::date, coalesce(v.active, 0),
           v.gap_days::float8 / nullif(v.gap_visits, 0),
           m.revenue::float8 / nullif(m.purchases, 0),
           m.spent::float8 / nullif(m.issued, 0),
           coalesce(v.returned, 0)::float8 / nullif(v.previous, 0)
      FROM shops s LEFT JOIN sums m ON m."companyId" = s.id LEFT JOIN visits v ON v."companyId" = s.id
    ON CONFLICT ("companyId", day) DO UPDATE SET
      "activeCustomers" = EXCLUDED."activeCustomers", "visitGapDays" = EXCLUDED."visitGapDays",
      "averageTicket" = EXCLUDED."averageTicket", "redemptionRate" = EXCLUDED."redemptionRate",
      "retentionRate" = EXCLUDED."retentionRate", "createdAt" = now()`;
}
