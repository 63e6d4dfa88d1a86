// "My shop": the period's customers and how often they come, from the visit-gap histogram. A visit is
// a day with a purchase (points or stamps); its gap is the days since the customer's previous visit.
import type { Db } from "../db/client.js";
import { GAP_GROUPS } from "../shared/analytics.js";
import { count, type Period } from "./period.js";

export type ShopCustomers = {
  activeCustomers: number;
  newCustomers: number;
  returningCustomers: number;
  /** visit days in the period */
  visits: number;
  /** average days between two consecutive visits of a customer, for visits in the period; null when none */
  averageGapDays: number | null;
  /** visits in the period by the days since the previous one (GAP_GROUPS order) */
  gapDistribution: { label: string; visits: number }[];
};

export async function shopCustomers(db: Db, companyId: string, { from, to }: Period): Promise<ShopCustomers> {
  const [row] = await db.$queryRaw<{ active: bigint | null; new: bigint | null; visits: bigint | null; gap_visits: bigint | null; gap_days: bigint | null }[]>`
    SELECT sum(visits) FILTER (WHERE gap = 0 OR day - gap < ${from}::date)::bigint AS active,
           sum(visits) FILTER (WHERE gap = 0)::bigint AS new,
           sum(visits)::bigint AS visits,
           sum(visits) FILTER (WHERE gap > 0)::bigint AS gap_visits,
           sum(visits::bigint * gap) FILTER (WHERE gap > 0)::bigint AS gap_days
      FROM "AnalyticsVisitGap"
     WHERE "companyId" = ${companyId} AND day BETWEEN ${from}::date AND ${to}::date`;
  const groups = await db.$queryRaw<{ gap: number; visits: bigint }[]>`
    SELECT gap, sum(visits)::bigint AS visits
      FROM "AnalyticsVisitGap"
     WHERE "companyId" = ${companyId} AND day BETWEEN ${from}::date AND ${to}::date AND gap > 0
     GROUP BY gap`;
  const active = count(row.active);
  const fresh = count(row.new);
  const gapVisits = count(row.gap_visits);
  return {
    activeCustomers: active,
    newCustomers: fresh,
    returningCustomers: active - fresh,
    visits: count(row.visits),
    averageGapDays: gapVisits > 0 ? count(row.gap_days) / gapVisits : null,
    gapDistribution: GAP_GROUPS.map((group) => ({
      label: group.label,
      visits: groups.filter(({ gap }) => gap >= group.from && (group.to === null || gap <= group.to)).reduce((total, { visits }) => total + count(visits), 0),
    })),
  };
}
