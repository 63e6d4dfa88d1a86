// The one CSV writer: what Greek Excel opens as it is — UTF-8 with a BOM, semicolons, decimal commas,
// dates as dd/mm/yyyy HH:mm in Athens time. Rows are streamed in batches with backpressure.
import type { Response } from "express";

export type CsvCell = string | number | null | undefined;

const BOM = "\uFEFF";
const SEPARATOR = ";";

/**
 * Text a spreadsheet would run as a formula (OWASP's CSV injection): starting with = + - @ (after any
 * blanks or quotes), tab or CR. A plain signed number or phone ("+3069...", "-12,50") is left alone.
 */
const formulaStart = /^(?:[\s"]*[=+\-@]|[\t\r])/;
const signedNumber = /^[+-]?\d+(?:[.,]\d+)?$/;
/**
 * The same inside the text, where another reading starts a cell: a spreadsheet whose separator is the
 * comma (or tab) starts one after each, and one that misses the opening quote (the field is not first
 * on its line) starts a record after a line break.
 */
const formulaAfterSeparator = /([,;\t\r\n])(?=[\s"]*[=+\-@])/g;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  if (signedNumber.test(text)) return text;
  // A quote mark before each such start makes it text; the field is then quoted (RFC 4180), as is one
  // holding a separator (either), a quote or a line break, or starting or ending with blanks.
  const neutral = text.replace(formulaAfterSeparator, "$1'");
  const safe = formulaStart.test(neutral) ? `'${neutral}` : neutral;
  return safe !== text || /[",;\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(cell).join(SEPARATOR)}\r\n`;
}

/** 1250 → "12,50" */
export function csvCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

const athens = new Intl.DateTimeFormat("el-GR", {
  timeZone: "Europe/Athens",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** → "23/11/2026 17:05" (Athens time); "" for none */
export function csvDate(date: Date | null | undefined): string {
  if (!date) return "";
  const part = Object.fromEntries(athens.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

/**
 * Sends a CSV download. The first batch is read before the status line, so a failure there can still be
 * answered with an error status; a later failure can only cut the download short (thrown to the caller).
 */
export async function sendCsv(res: Response, filename: string, header: readonly string[], batches: AsyncIterable<CsvCell[][]>) {
  const iterator = batches[Symbol.asyncIterator]();
  let batch = await iterator.next();
  res.status(200).set({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
    "Cache-Control": "no-store",
  });
  res.write(BOM + csvLine(header));
  while (!batch.done) {
    if (!res.write(batch.value.map(csvLine).join(""))) await drainedOrClosed(res);
    if (res.destroyed) return void (await iterator.return?.());
    batch = await iterator.next();
  }
  res.end();
}

/** Waits for the client to take more, or to go away (then "drain" would never come). */
function drainedOrClosed(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}
