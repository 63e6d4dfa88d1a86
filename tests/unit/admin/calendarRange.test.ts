import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { isOutsideBounds } from "../../../admin/src/components/dates/calendarRange.js";

describe("isOutsideBounds", () => {
  const bounds = { minDate: dayjs("2026-03-10T15:00"), maxDate: dayjs("2026-03-20T09:00") };

  it("accepts the boundary days themselves, at any time", () => {
    expect(isOutsideBounds(dayjs("2026-03-10T08:00"), bounds)).toBe(false);
    expect(isOutsideBounds(dayjs("2026-03-20T23:00"), bounds)).toBe(false);
    expect(isOutsideBounds(dayjs("2026-03-15"), bounds)).toBe(false);
  });

  it("refuses days below the minimum or above the maximum", () => {
    expect(isOutsideBounds(dayjs("2026-03-09"), bounds)).toBe(true);
    expect(isOutsideBounds(dayjs("2026-03-21"), bounds)).toBe(true);
  });

  it("has no bound where none is given", () => {
    expect(isOutsideBounds(dayjs("1900-01-01"), { maxDate: bounds.maxDate })).toBe(false);
    expect(isOutsideBounds(dayjs("2100-01-01"), {})).toBe(false);
  });
});
