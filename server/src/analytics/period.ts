// A period of Athens days as the analytics procedures and CSV exports take it.
import { z } from "zod";
import { addDays, daysBetween, isDay, MAX_PERIOD_DAYS, PERIOD_INTERVALS, type PeriodInterval } from "../shared/analytics.js";

export type Period = { from: string; to: string; interval: PeriodInterval };

const dayInput = z.string().refine(isDay, "Μη έγκυρη ημερομηνία.");

export const periodInput = z.object({ from: dayInput, to: dayInput, interval: z.enum(PERIOD_INTERVALS).default("day") }).superRefine((period, ctx) => {
  const days = daysBetween(period.from, period.to);
  if (days < 0) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["to"], message: "Η περίοδος πρέπει να τελειώνει μετά την αρχή της." });
  else if (days >= MAX_PERIOD_DAYS) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["to"], message: "Η περίοδος μπορεί να είναι έως τρία χρόνια." });
});

/** A bigint or number from SQL as a number (sums of counts stay far below 2^53). */
export function count(value: bigint | number | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}

/** A @db.Date value (midnight UTC) as "YYYY-MM-DD". */
export function dayText(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The period of equal length that ends the day before this one starts: what its figures are compared with. */
export function previousPeriod(period: Period): Period {
  const length = daysBetween(period.from, period.to) + 1;
  return { from: addDays(period.from, -length), to: addDays(period.from, -1), interval: period.interval };
}
