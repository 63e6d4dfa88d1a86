// The calendar picker's bounds: a day below the minimum or above the maximum is refused.
import type { Dayjs } from "dayjs";

export type Bounds = { minDate?: Dayjs | null; maxDate?: Dayjs | null };

/** Whether the day falls outside the bounds (compared by day, so any time of the boundary day counts). */
export function isOutsideBounds(date: Dayjs, { minDate, maxDate }: Bounds): boolean {
  if (minDate && date.isBefore(minDate, "day")) return true;
  if (maxDate && date.isAfter(maxDate, "day")) return true;
  return false;
}
