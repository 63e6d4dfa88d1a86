// "My shop": when the counter is busiest — purchases (points and stamp purchases together) by weekday
// and hour, Athens time, and the period's busiest days with their revenue (purchases with points).
import type { Db } from "../db/client.js";
import { count, dayText, type Period } from "./period.js";

export type ShopBusiest = {
  /** [weekday 0 = Monday … 6 = Sunday][hour 0…23]: purchases */
  heatmap: number[][];
  weekdays: { weekday: number; purchases: number }[];
  hours: { hour: number; purchases: number }[];
  topDays: { day: string; purchases: number; revenue: string }[];
};

const TOP_DAYS = 5;

export async function shopBusiest(db: Db, companyId: string, { from, to }: Period): Promise<ShopBusiest> {
  const cells = await db.$queryRaw<{ weekday: number; hour: number; purchases: bigint }[]>`
    SELECT extract(isodow FROM day)::int - 1 AS weekday, hour, sum(purchases + "stampPurchases")::bigint AS purchases
      FROM "AnalyticsDay"
     WHERE "companyId" = ${companyId} AND day BETWEEN ${from}::date AND ${to}::date
     GROUP BY 1, 2`;
  const days = await db.$queryRaw<{ day: Date; purchases: bigint; revenue: bigint }[]>`
    SELECT day, sum(purchases + "stampPurchases")::bigint AS purchases, sum(revenue)::bigint AS revenue
      FROM "AnalyticsDay"
     WHERE "companyId" = ${companyId} AND day BETWEEN ${from}::date AND ${to}::date
     GROUP BY day
    HAVING sum(purchases + "stampPurchases") > 0
     ORDER BY 2 DESC, day DESC
     LIMIT ${TOP_DAYS}`;
  const heatmap = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  for (const cell of cells) heatmap[cell.weekday][cell.hour] += count(cell.purchases);
  return {
    heatmap,
    weekdays: heatmap.map((hours, weekday) => ({ weekday, purchases: hours.reduce((a, b) => a + b, 0) })),
    hours: Array.from({ length: 24 }, (_, hour) => ({ hour, purchases: heatmap.reduce((total, row) => total + row[hour], 0) })),
    topDays: days.map((row) => ({ day: dayText(row.day), purchases: count(row.purchases), revenue: String(row.revenue) })),
  };
}
