// Times are shown on the 24-hour clock (14:05, never 2:05 μ.μ.): the admin's dates go through lib/dates.ts, and
// no source of the admin or of the server's messages asks for a 12-hour clock or for the locale's default one
// (el-GR's default is 12-hour with π.μ./μ.μ.). Read from the sources, no build.
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import dayjs from "dayjs";
import "dayjs/locale/el";
import { describe, expect, it } from "vitest";
import { formatDateTime } from "../../../admin/src/lib/dates.js";
import { formatGreekDateTime } from "../../../server/src/lib/dates.js";
import { sourceFiles } from "../../helpers/sourceFiles.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const SCANNED = ["admin/src", "server/src"];
const SKIPPED = ["server/src/generated/"];

/** A dayjs format with an hour token of the 12-hour clock (h, hh) or the π.μ./μ.μ. marker (A, a). */
function isTwelveHourFormat(format: string): boolean {
  const tokens = format.replace(/\[[^\]]*\]/g, "");
  return /(?<![A-Za-z])(h{1,2}|A|a)(?![A-Za-z])/.test(tokens) || /(?<![A-Za-z])h{1,2}:mm/.test(tokens);
}

const RULES: { what: string; pattern: RegExp; isFault?: (match: RegExpMatchArray) => boolean }[] = [
  { what: "a 12-hour option", pattern: /hour12:\s*true|use12Hours|hourCycle:\s*["']h1[12]["']/g },
  // The locale's own clock: el-GR's is 12-hour. Dates go through lib/dates.ts (admin) or lib/dates.ts (server).
  { what: "the locale's default time", pattern: /\.toLocale(Time|Date)String\(|timeStyle:/g },
  // A Greek text of a date (an en-US one that computes a time zone's offset is not shown to anyone).
  {
    what: "a date's toLocaleString",
    pattern: /\.toLocaleString\(\s*["'`]el[^)]*\{[^)]*\}\s*\)/g,
    isFault: (match) => /timeZone|hour|minute|dateStyle/.test(match[0]),
  },
  {
    what: "an hour in Intl without the 24-hour cycle",
    pattern: /new Intl\.DateTimeFormat\([^)]*\)/gs,
    isFault: (match) => /\bhour:/.test(match[0]) && !/hourCycle:\s*["']h23["']/.test(match[0]),
  },
  {
    what: "a 12-hour dayjs format",
    pattern: /(?:\.format\(|format=\{?)\s*["'`]([^"'`]*)["'`]/g,
    isFault: (match) => isTwelveHourFormat(match[1]),
  },
];

/** "line: what: text" for every 12-hour time in `source`. */
function twelveHourTimes(source: string): string[] {
  return RULES.flatMap(({ what, pattern, isFault }) =>
    [...source.matchAll(pattern)]
      .filter((match) => !isFault || isFault(match))
      .map((match) => `${source.slice(0, match.index).split("\n").length}: ${what}: ${match[0].replace(/\s+/g, " ")}`),
  );
}

describe("24-hour times", () => {
  it("shows the admin's and the server's date and time on the 24-hour clock", () => {
    dayjs.locale("el");
    // 12:05 UTC is 14:05 in Athens in winter; the admin shows the browser's local time.
    const afternoon = new Date(2026, 10, 23, 14, 5);
    expect(formatDateTime(afternoon.toISOString())).toMatch(/, 14:05$/);
    expect(formatGreekDateTime(new Date("2026-11-23T12:05:00Z"))).toBe("23/11/2026, 14:05");
    expect(formatGreekDateTime(new Date("2026-11-23T22:30:00Z"))).toBe("24/11/2026, 00:30");
  });

  it("finds a 12-hour time (the scan itself works)", () => {
    expect(twelveHourTimes('dayjs(x).format("D MMM, h:mm A")')).toHaveLength(1);
    expect(twelveHourTimes('<TimePicker format="hh:mm a" />')).toHaveLength(1);
    expect(twelveHourTimes("date.toLocaleTimeString('el-GR')")).toHaveLength(1);
    expect(twelveHourTimes('date.toLocaleString("el-GR", { timeZone: "Europe/Athens" })')).toHaveLength(1);
    expect(twelveHourTimes('new Intl.DateTimeFormat("el-GR", { hour: "2-digit", minute: "2-digit" })')).toHaveLength(1);
    expect(twelveHourTimes("{ hour12: true }")).toHaveLength(1);
    expect(twelveHourTimes('dayjs(x).format("D MMM YYYY, HH:mm")')).toHaveLength(0);
    expect(twelveHourTimes('count.toLocaleString("el-GR")')).toHaveLength(0);
    expect(twelveHourTimes('new Intl.DateTimeFormat("el-GR", { hour: "2-digit", hourCycle: "h23" })')).toHaveLength(0);
  });

  it("has no 12-hour time in admin/src and server/src", () => {
    const offenders = SCANNED.flatMap((folder) => sourceFiles(ROOT, folder, SKIPPED)).flatMap((file) =>
      twelveHourTimes(readFileSync(join(ROOT, file), "utf8")).map((hit) => `${file}:${hit}`),
    );
    expect(offenders).toEqual([]);
  });
});
