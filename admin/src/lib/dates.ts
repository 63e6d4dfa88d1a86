import dayjs from "dayjs";

/** A date and time in the Greek locale, e.g. "23 Νοε 2026, 16:05". */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format("D MMM YYYY, HH:mm");
}

export function formatDate(iso: string): string {
  return dayjs(iso).format("D MMM YYYY");
}
