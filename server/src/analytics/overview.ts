// "My shop": the period's figures per day, week or month, and over the whole period. Sums come from
// AnalyticsDay; active, new and returning customers from the visit-gap histogram (AnalyticsVisitGap):
// a customer is active in an interval once, on their first visit day in it, i.e. a visit day whose
// previous visit day falls before the interval's start (or who never visited before: gap 0).
import type { Db } from "../db/client.js";
import { count, dayText, type Period } from "./period.js";

export type SeriesPoint = {
  /** first and last day of the interval inside the period */
  from: string;
  to: string;
  purchases: number;
  /** cents */
  revenue: string;
  stampPurchases: number;
  /** cents */
  stampRevenue: string;
  pointsIssued: number;
  pointsRedeemed: number;
  pointsExpired: number;
  stampsGiven: number;
  stampsRedeemed: number;
  stampsExpired: number;
  couponsCreated: number;
  couponsRedeemed: number;
  activeCustomers: number;
  newCustomers: number;
  returningCustomers: number;
};

type SeriesRow = {
  start: Date;
  purchases: bigint;
  revenue: bigint;
  stamp_purchases: bigint;
  stamp_revenue: bigint;
  points_issued: bigint;
  points_redeemed: bigint;
  points_expired: bigint;
  stamps_given: bigint;
  stamps_redeemed: bigint;
  stamps_expired: bigint;
  coupons_created: bigint;
  coupons_redeemed: bigint;
  active: bigint | null;
  new: bigint | null;
};

export async function shopSeries(db: Db, companyId: string, { from, to, interval }: Period): Promise<SeriesPoint[]> {
  const rows = await db.$queryRaw<SeriesRow[]>`
    WITH buckets AS (
      SELECT bucket::date AS start
        FROM generate_series(date_trunc(${interval}, ${from}::date::timestamp), ${to}::date::timestamp, ('1 ' || ${interval})::interval) AS bucket
    ), sums AS (
      SELECT date_trunc(${interval}, day::timestamp)::date AS start,
             sum(purchases)::bigint AS purchases, sum(revenue)::bigint AS revenue,
             sum("stampPurchases")::bigint AS stamp_purchases, sum("stampRevenue")::bigint AS stamp_revenue,
             sum("purchasePoints" + "giftedPoints")::bigint AS points_issued, sum("couponPoints")::bigint AS points_redeemed,
             sum("expiredPoints")::bigint AS points_expired,
             sum("stampPurchases" + "giftedStamps")::bigint AS stamps_given, sum("stampCouponStamps")::bigint AS stamps_redeemed,
             sum("expiredStamps")::bigint AS stamps_expired,
             sum(coupons + "stampCoupons")::bigint AS coupons_created,
             sum("couponsRedeemed" + "stampCouponsRedeemed")::bigint AS coupons_redeemed
        FROM "AnalyticsDay"
       WHERE "companyId" = ${companyId} AND day BETWEEN ${from}::date AND ${to}::date
       GROUP BY 1
    ), visits AS (
      SELECT start,
             sum(visits) FILTER (WHERE gap = 0 OR day - gap < greatest(start, ${from}::date))::bigint AS active,
             sum(visits) FILTER (WHERE gap = 0)::bigint AS new
        FROM (SELECT date_trunc(${interval}, day::timestamp)::date AS start, day, gap, visits
                FROM "AnalyticsVisitGap"
               WHERE "companyId" = ${companyId} AND day BETWEEN ${from}::date AND ${to}::date) AS cells
       GROUP BY 1
    )
    SELECT b.start, s.purchases, s.revenue, s.stamp_purchases, s.stamp_revenue, s.points_issued, s.points_redeemed,
           s.points_expired, s.stamps_given, s.stamps_redeemed, s.stamps_expired, s.coupons_created, s.coupons_redeemed,
           v.active, v.new
      FROM buckets b LEFT JOIN sums s ON s.start = b.start LEFT JOIN visits v ON v.start = b.start
     ORDER BY b.start`;
  return rows.map((row, index) => {
    const next = rows[index + 1]?.start;
    const end = next ? dayText(new Date(next.getTime() - 86_400_000)) : to;
    const start = dayText(row.start);
    const active = count(row.active);
    const fresh = count(row.new);
    return {
      from: start < from ? from : start,
      to: end,
      purchases: count(row.purchases),
      revenue: String(row.revenue ?? 0),
      stampPurchases: count(row.stamp_purchases),
      stampRevenue: String(row.stamp_revenue ?? 0),
      pointsIssued: count(row.points_issued),
      pointsRedeemed: count(row.points_redeemed),
      pointsExpired: count(row.points_expired),
      stampsGiven: count(row.stamps_given),
      stampsRedeemed: count(row.stamps_redeemed),
      stampsExpired: count(row.stamps_expired),
      couponsCreated: count(row.coupons_created),
      couponsRedeemed: count(row.coupons_redeemed),
      activeCustomers: active,
      newCustomers: fresh,
      returningCustomers: active - fresh,
    };
  });
}

export type PeriodTotals = Omit<SeriesPoint, "from" | "to"> & {
  /** cents per purchase, null without purchases */
  averageTicket: string | null;
};

/** The whole period: sums add up over the intervals; customers are counted once for the period. */
export async function shopTotals(db: Db, companyId: string, period: Period, series: SeriesPoint[]): Promise<PeriodTotals> {
  const [customers] = await db.$queryRaw<{ active: bigint | null; new: bigint | null }[]>`
    SELECT sum(visits) FILTER (WHERE gap = 0 OR day - gap < ${period.from}::date)::bigint AS active,
           sum(visits) FILTER (WHERE gap = 0)::bigint AS new
      FROM "AnalyticsVisitGap"
     WHERE "companyId" = ${companyId} AND day BETWEEN ${period.from}::date AND ${period.to}::date`;
  const sum = (pick: (point: SeriesPoint) => number | string) => series.reduce((total, point) => total + Number(pick(point)), 0);
  const purchases = sum((p) => p.purchases);
  const revenue = sum((p) => p.revenue);
  const active = count(customers.active);
  const fresh = count(customers.new);
  return {
    purchases,
    revenue: String(revenue),
    stampPurchases: sum((p) => p.stampPurchases),
    stampRevenue: String(sum((p) => p.stampRevenue)),
    pointsIssued: sum((p) => p.pointsIssued),
    pointsRedeemed: sum((p) => p.pointsRedeemed),
    pointsExpired: sum((p) => p.pointsExpired),
    stampsGiven: sum((p) => p.stampsGiven),
    stampsRedeemed: sum((p) => p.stampsRedeemed),
    stampsExpired: sum((p) => p.stampsExpired),
    couponsCreated: sum((p) => p.couponsCreated),
    couponsRedeemed: sum((p) => p.couponsRedeemed),
    activeCustomers: active,
    newCustomers: fresh,
    returningCustomers: active - fresh,
    averageTicket: purchases > 0 ? String(Math.round(revenue / purchases)) : null,
  };
}
