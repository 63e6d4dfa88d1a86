// The dropdown date picker's rules, kept free of React so they can be tested alone.
// Months are 1-12 throughout, as people count them.

/** A date being picked one part at a time; any part may still be empty. */
export type DateValue = { year: number | null; month: number | null; day: number | null };

const EMPTY_DATE: DateValue = { year: null, month: null, day: null };

/** People must be at least this old to pick a date of birth. */
const MINIMUM_AGE = 13;
const YEAR_CHOICES = 87;

export const MONTH_NAMES = [
  "Ιανουάριος",
  "Φεβρουάριος",
  "Μάρτιος",
  "Απρίλιος",
  "Μάιος",
  "Ιούνιος",
  "Ιούλιος",
  "Αύγουστος",
  "Σεπτέμβριος",
  "Οκτώβριος",
  "Νοέμβριος",
  "Δεκέμβριος",
];

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** 87 years, newest first, starting at the current year minus 13. */
export function yearChoices(now: Date): number[] {
  const newest = now.getFullYear() - MINIMUM_AGE;
  return Array.from({ length: YEAR_CHOICES }, (_, index) => newest - index);
}

/** The days a month has; none until both year and month are chosen (the day select stays disabled). */
export function dayChoices(value: DateValue): number[] {
  if (value.year === null || value.month === null) return [];
  return Array.from({ length: daysInMonth(value.year, value.month) }, (_, index) => index + 1);
}

/** Clears the day when it no longer fits the chosen month and year (31 April, 29 February of 2023). */
export function clampDay(value: DateValue): DateValue {
  if (value.day === null || value.year === null || value.month === null) return value;
  return value.day > daysInMonth(value.year, value.month) ? { ...value, day: null } : value;
}

/** Changes one part and applies the rules that follow from it. */
export function setDatePart(value: DateValue, part: keyof DateValue, next: number | null): DateValue {
  return clampDay({ ...value, [part]: next });
}

/** "YYYY-MM-DD" once every part is chosen, otherwise null. */
export function toIsoDate(value: DateValue): string | null {
  const { year, month, day } = value;
  if (year === null || month === null || day === null) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** "1990-02-28" → its parts; an empty or unreadable text gives an empty date. */
export function fromIsoDate(text: string | null | undefined): DateValue {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text ?? "");
  if (!match) return EMPTY_DATE;
  return clampDay({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) });
}
