// Numbers, money and interval labels of the analytics screens, in Greek.
import dayjs from "dayjs";
import { formatCents } from "@shared/money.js";
import type { PeriodInterval } from "@shared/analytics.js";

export { formatCents };
export { formatAverageGap } from "../customers/panel/format";

const number = new Intl.NumberFormat("el-GR");
const percent = new Intl.NumberFormat("el-GR", { style: "percent", maximumFractionDigits: 1 });
const decimal = new Intl.NumberFormat("el-GR", { maximumFractionDigits: 1 });

export const formatNumber = (value: number) => number.format(value);
export const formatPercent = (value: number) => percent.format(value);
export const formatDecimal = (value: number) => decimal.format(value);
/** Whole euros for chart axes: "1.250 €". */
export const formatEurosShort = (cents: number) => `${number.format(Math.round(cents / 100))} €`;

export const WEEKDAY_NAMES = ["Δευτέρα", "Τρίτη", "Τετάρτη", "Πέμπτη", "Παρασκευή", "Σάββατο", "Κυριακή"];
export const WEEKDAY_SHORT = ["Δευ", "Τρι", "Τετ", "Πεμ", "Παρ", "Σαβ", "Κυρ"];

/** "23 Νοε 2026" */
export { formatDate as formatDay } from "../../lib/dates";

/** An interval of a chart: "23 Νοε", "17–23 Νοε", "Νοέμβριος 2026". */
export function intervalLabel(from: string, to: string, interval: PeriodInterval): string {
  const start = dayjs(from);
  if (interval === "day" || (interval === "week" && from === to)) return start.format("D MMM");
  if (interval === "month") return start.format("MMM YYYY");
  const end = dayjs(to);
  return start.month() === end.month() ? `${start.date()}–${end.format("D MMM")}` : `${start.format("D MMM")} – ${end.format("D MMM")}`;
}

/** "2026-11" → "Νοε 2026" */
export const monthLabel = (month: string) => dayjs(`${month}-01`).format("MMM YYYY");
