// The period the analytics screens show, kept in the address (?from=…&to=…&interval=…) so a reload or
// a shared link shows the same figures; last 30 days by day when none is given.
import dayjs, { type Dayjs } from "dayjs";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { daysBetween, defaultInterval, isDay, MAX_PERIOD_DAYS, PERIOD_INTERVALS, type PeriodInterval } from "@shared/analytics.js";

export type Period = { from: string; to: string; interval: PeriodInterval };

const DAY_FORMAT = "YYYY-MM-DD";
export const toDay = (date: Dayjs) => date.format(DAY_FORMAT);

/** The range picker's presets, Greek labels, ending today (or a closed month/year). */
export function periodPresets(): { label: string; value: [Dayjs, Dayjs] }[] {
  const today = dayjs().startOf("day");
  return [
    { label: "Σήμερα", value: [today, today] },
    { label: "Τελευταίες 7 ημέρες", value: [today.subtract(6, "day"), today] },
    { label: "Τελευταίες 30 ημέρες", value: [today.subtract(29, "day"), today] },
    { label: "Αυτός ο μήνας", value: [today.startOf("month"), today] },
    { label: "Προηγούμενος μήνας", value: [today.subtract(1, "month").startOf("month"), today.subtract(1, "month").endOf("month").startOf("day")] },
    { label: "Τελευταίοι 3 μήνες", value: [today.subtract(3, "month").add(1, "day"), today] },
    { label: "Τελευταίοι 12 μήνες", value: [today.subtract(12, "month").add(1, "day"), today] },
    { label: "Φέτος", value: [today.startOf("year"), today] },
    { label: "Πέρσι", value: [today.subtract(1, "year").startOf("year"), today.subtract(1, "year").endOf("year").startOf("day")] },
  ];
}

function validRange(from: string | null, to: string | null): from is string {
  if (!from || !to || !isDay(from) || !isDay(to)) return false;
  const days = daysBetween(from, to);
  return days >= 0 && days < MAX_PERIOD_DAYS;
}

export function usePeriod() {
  const [params, setParams] = useSearchParams();
  const period = useMemo<Period>(() => {
    const from = params.get("from");
    const to = params.get("to");
    const range = validRange(from, to) ? { from, to: to! } : { from: toDay(dayjs().subtract(29, "day")), to: toDay(dayjs()) };
    const asked = params.get("interval") as PeriodInterval | null;
    const interval = asked && PERIOD_INTERVALS.includes(asked) ? asked : defaultInterval(range.from, range.to);
    return { ...range, interval };
  }, [params]);

  const setRange = useCallback((from: string, to: string) => setParams({ from, to, interval: defaultInterval(from, to) }, { replace: true }), [setParams]);
  const setInterval = useCallback(
    (interval: PeriodInterval) => setParams({ from: period.from, to: period.to, interval }, { replace: true }),
    [setParams, period.from, period.to],
  );
  return { period, setRange, setInterval };
}

/** The CSV download of an analytics table for the period. */
export function exportHref(kind: string, period?: Period): string {
  const query = period ? `?${new URLSearchParams(period).toString()}` : "";
  return `/api/export/${kind}.csv${query}`;
}
