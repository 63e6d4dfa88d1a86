import { describe, expect, it } from "vitest";
import { clampDay, dayChoices, daysInMonth, fromIsoDate, setDatePart, toIsoDate, yearChoices } from "../../../admin/src/components/dates/dropdownDate.js";

describe("daysInMonth", () => {
  it("follows the month length", () => {
    expect(daysInMonth(2023, 1)).toBe(31);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 12)).toBe(31);
  });

  it("gives February 29 days in leap years only", () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29); // divisible by 400
    expect(daysInMonth(1900, 2)).toBe(28); // divisible by 100, not by 400
  });
});

describe("yearChoices", () => {
  it("offers 87 years counting down from the current year minus 13", () => {
    const years = yearChoices(new Date(2026, 10, 23));
    expect(years).toHaveLength(87);
    expect(years[0]).toBe(2013);
    expect(years[86]).toBe(1927);
    expect(years.every((year, index) => index === 0 || year === years[index - 1] - 1)).toBe(true);
  });
});

describe("dayChoices", () => {
  it("offers no day until both year and month are chosen", () => {
    expect(dayChoices({ year: null, month: null, day: null })).toEqual([]);
    expect(dayChoices({ year: 2000, month: null, day: null })).toEqual([]);
    expect(dayChoices({ year: null, month: 5, day: null })).toEqual([]);
  });

  it("offers the days of the chosen month", () => {
    expect(dayChoices({ year: 2024, month: 2, day: null })).toHaveLength(29);
    expect(dayChoices({ year: 2023, month: 2, day: null }).at(-1)).toBe(28);
    expect(dayChoices({ year: 2023, month: 7, day: null })).toHaveLength(31);
  });
});

describe("clearing a day that no longer fits", () => {
  it("clears 29 February when the year changes to a non-leap year", () => {
    const leap = { year: 2000, month: 2, day: 29 };
    expect(setDatePart(leap, "year", 2001)).toEqual({ year: 2001, month: 2, day: null });
    expect(setDatePart(leap, "year", 2004)).toEqual({ year: 2004, month: 2, day: 29 });
  });

  it("clears the 31st when the month changes to a 30-day month", () => {
    expect(setDatePart({ year: 1990, month: 1, day: 31 }, "month", 4)).toEqual({ year: 1990, month: 4, day: null });
    expect(setDatePart({ year: 1990, month: 1, day: 30 }, "month", 4)).toEqual({ year: 1990, month: 4, day: 30 });
  });

  it("keeps a day while the month or year is still empty", () => {
    expect(clampDay({ year: null, month: 2, day: 31 })).toEqual({ year: null, month: 2, day: 31 });
  });
});

describe("ISO dates", () => {
  it("turns a complete date into YYYY-MM-DD and back", () => {
    expect(toIsoDate({ year: 1985, month: 3, day: 7 })).toBe("1985-03-07");
    expect(fromIsoDate("1985-03-07")).toEqual({ year: 1985, month: 3, day: 7 });
  });

  it("gives nothing for an incomplete date", () => {
    expect(toIsoDate({ year: 1985, month: 3, day: null })).toBeNull();
    expect(fromIsoDate(null)).toEqual({ year: null, month: null, day: null });
  });
});
