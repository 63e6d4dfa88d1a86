// The analytics screens' rules, shared by the server (which enforces them) and the admin (which offers
// them): periods of Athens days written "YYYY-MM-DD", the chart intervals, the visit-gap groups and the
// domain comparison's privacy threshold.

export const PERIOD_INTERVALS = ["day", "week", "month"] as const;
export type PeriodInterval = (typeof PERIOD_INTERVALS)[number];

export const INTERVAL_LABELS: Record<PeriodInterval, string> = { day: "Ημέρα", week: "Εβδομάδα", month: "Μήνας" };

/** The longest period a screen shows: three years. */
export const MAX_PERIOD_DAYS = 1096;

/** The domain comparison shows a figure only when at least this many other shops contribute to it. */
export const DOMAIN_MIN_OTHER_SHOPS = 5;

/** The domain comparison covers this many days before the day it was computed (up to yesterday). */
export const BENCHMARK_WINDOW_DAYS = 90;

export const NOT_ENOUGH_SHOPS_MESSAGE =
  "Δεν υπάρχουν ακόμη αρκετά καταστήματα στον κλάδο σας για σύγκριση. Η σύγκριση εμφανίζεται όταν συμμετέχουν τουλάχιστον 5 άλλα καταστήματα, ώστε κανένα κατάστημα να μην μπορεί να αναγνωριστεί.";
export const NO_DOMAIN_MESSAGE = "Το κατάστημα δεν έχει δηλώσει κλάδο, οπότε δεν υπάρχει σύγκριση με άλλα καταστήματα.";

/** Days between two visits, grouped for the distribution chart: [from, to] inclusive, to null = and more. */
export const GAP_GROUPS: readonly { from: number; to: number | null; label: string }[] = [
  { from: 1, to: 1, label: "1 μέρα" },
  { from: 2, to: 3, label: "2–3 μέρες" },
  { from: 4, to: 7, label: "4–7 μέρες" },
  { from: 8, to: 14, label: "8–14 μέρες" },
  { from: 15, to: 30, label: "15–30 μέρες" },
  { from: 31, to: 60, label: "31–60 μέρες" },
  { from: 61, to: 90, label: "61–90 μέρες" },
  { from: 91, to: null, label: "91+ μέρες" },
];

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar day "YYYY-MM-DD". */
export function isDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

const athensDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Athens", year: "numeric", month: "2-digit", day: "2-digit" });

/** The Athens calendar day of an instant, "YYYY-MM-DD". */
export function athensDayOf(date: Date): string {
  return athensDay.format(date);
}

/** The interval a chart of this period reads best in: days up to two months, weeks up to half a year. */
export function defaultInterval(from: string, to: string): PeriodInterval {
  const days = daysBetween(from, to) + 1;
  if (days <= 62) return "day";
  if (days <= 184) return "week";
  return "month";
}
