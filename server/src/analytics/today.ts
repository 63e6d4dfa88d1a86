// The shop's day so far beside the same weekday a week earlier, for the admin's home page. Read from the
// roll-ups, which keep Athens days by the hour: both days are cut after the current Athens hour, so at
// 14:20 today's 00:00–14:20 meets last week's 00:00–14:59 (the roll-ups hold no finer time; the
// comparison is by whole hours, the same hours on both days).
import type { Db } from "../db/client.js";
import { addDays, athensDayOf } from "../shared/analytics.js";
import { count, dayText } from "./period.js";

type DayFigures = {
  /** points purchases */
  purchases: number;
  /** cents, of the points purchases */
  revenue: string;
  /** points given: by purchases and as gifts */
  points: number;
  /** stamps given: by purchases and as gifts */
  stamps: number;
  /** customers the shop gained (created) */
  newCustomers: number;
  /** coupons and stamp coupons redeemed */
  couponsRedeemed: number;
};

export type ShopToday = {
  /** today, Athens, "YYYY-MM-DD" */
  day: string;
  /** the same weekday a week earlier */
  lastWeekDay: string;
  /** the last Athens hour counted on both days (0–23) */
  untilHour: number;
  today: DayFigures;
  lastWeek: DayFigures;
};

const athensHour = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Athens", hour: "2-digit", hourCycle: "h23" });

type SumsRow = { day: Date; purchases: bigint; revenue: bigint; points: bigint; stamps: bigint; coupons_redeemed: bigint };
type CustomersRow = { day: Date; customers: bigint };

export async function shopToday(db: Db, companyId: string, now: Date): Promise<ShopToday> {
  const day = athensDayOf(now);
  const lastWeekDay = addDays(day, -7);
  const untilHour = Number(athensHour.format(now));
  const [sums, customers] = await Promise.all([
    db.$queryRaw<SumsRow[]>`
      SELECT day, sum(purchases)::bigint AS purchases, sum(revenue)::bigint AS revenue,
             sum("purchasePoints" + "giftedPoints")::bigint AS points,
             sum("stampPurchases" + "giftedStamps")::bigint AS stamps,
             sum("couponsRedeemed" + "stampCouponsRedeemed")::bigint AS coupons_redeemed
        FROM "AnalyticsDay"
       WHERE "companyId" = ${companyId} AND day IN (${day}::date, ${lastWeekDay}::date) AND hour <= ${untilHour}
       GROUP BY day`,
    // New customers by the Athens day and hour of their creation, as the roll-ups cut purchases; the
    // ranges of stored times let the (companyId, createdAt) index find them.
    db.$queryRaw<CustomersRow[]>`
      SELECT athens_time("createdAt")::date AS day, count(*)::bigint AS customers
        FROM "Customer"
       WHERE "companyId" = ${companyId}
         AND (("createdAt" >= athens_day_start(${day}::date) AND "createdAt" < athens_day_start(${day}::date + 1))
           OR ("createdAt" >= athens_day_start(${lastWeekDay}::date) AND "createdAt" < athens_day_start(${lastWeekDay}::date + 1)))
         AND extract(hour FROM athens_time("createdAt")) <= ${untilHour}
       GROUP BY 1`,
  ]);
  const figuresOf = (wanted: string): DayFigures => {
    const sum = sums.find((row) => dayText(row.day) === wanted);
    return {
      purchases: count(sum?.purchases),
      revenue: String(sum?.revenue ?? 0),
      points: count(sum?.points),
      stamps: count(sum?.stamps),
      newCustomers: count(customers.find((row) => dayText(row.day) === wanted)?.customers),
      couponsRedeemed: count(sum?.coupons_redeemed),
    };
  };
  return { day, lastWeekDay, untilHour, today: figuresOf(day), lastWeek: figuresOf(lastWeekDay) };
}
