// Dates in server-made messages: Greek format, in the shops' time zone (the server itself runs in UTC).
const greekDateTime = new Intl.DateTimeFormat("el-GR", {
  day: "numeric",
  month: "numeric",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Europe/Athens",
});

/** → "23/11/2026, 17:35" */
export function formatGreekDateTime(date: Date): string {
  return greekDateTime.format(date);
}

/** A @db.Date column (midnight UTC) → "YYYY-MM-DD". */
export function toDateOnly(date: Date | null): string | null {
  return date ? date.toISOString().slice(0, 10) : null;
}
