// The daily backups' schedule and retention, on a fake clock: one backup per day (due at 03:30 Athens
// time) however often the check runs and however often the server restarts; 7 daily and 4 weekly kept,
// in the folder and in the S3 copy alike.
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { BackupBucket } from "../../server/src/backup/bucket.js";
import { dailyBackupTick } from "../../server/src/backup/daily.js";
import { backupDayOf, dailyFileName, daysToKeep } from "../../server/src/backup/retention.js";
import { createLogger } from "../../server/src/lib/logger.js";
import { addDays } from "../../server/src/shared/analytics.js";

const log = createLogger("silent");
const daysFrom = (first: string, count: number) => Array.from({ length: count }, (_, i) => addDays(first, i));
/** An Athens wall-clock time in winter (UTC+2). */
const athens = (day: string, time: string) => new Date(Date.parse(`${day}T${time}:00+02:00`));

describe("retention", () => {
  it("keeps the newest 7 daily backups and the newest of each of the 4 newest weeks", () => {
    // 60 days of backups up to Sunday 2026-11-29.
    const kept = daysToKeep(daysFrom("2026-09-01", 90).filter((day) => day <= "2026-11-29"));
    expect([...kept].sort()).toEqual(["2026-11-08", "2026-11-15", "2026-11-22", ...daysFrom("2026-11-23", 7)]);
  });

  it("counts the days and weeks that have a backup, so a server down for a while keeps older ones", () => {
    // Backups on the days the server ran: 2 weeks off in November.
    const days = [...daysFrom("2026-10-01", 30), ...daysFrom("2026-11-20", 3)];
    expect([...daysToKeep(days)].sort()).toEqual([
      "2026-10-18",
      "2026-10-25",
      "2026-10-27",
      "2026-10-28",
      "2026-10-29",
      "2026-10-30",
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
    ]);
  });

  it("makes the day's backup due at 03:30 Athens time", () => {
    expect(backupDayOf(athens("2026-12-07", "03:29"))).toBe("2026-12-06");
    expect(backupDayOf(athens("2026-12-07", "03:30"))).toBe("2026-12-07");
    expect(backupDayOf(athens("2026-12-07", "23:59"))).toBe("2026-12-07");
  });
});

describe("the daily backup", () => {
  let backupDir: string;
  beforeEach(async () => {
    backupDir = await mkdtemp(path.join(tmpdir(), "loyalty-backups-"));
  });
  afterEach(() => rm(backupDir, { recursive: true, force: true }));

  function memoryBucket(): BackupBucket & { objects: Set<string>; puts: string[] } {
    const objects = new Set<string>();
    const puts: string[] = [];
    return {
      objects,
      puts,
      list: async () => [...objects],
      put: async (name) => {
        objects.add(name);
        puts.push(name);
      },
      remove: async (name) => void objects.delete(name),
    };
  }

  it("makes one backup per day across checks and restarts, and keeps 7 daily and 4 weekly here and in the bucket", async () => {
    const made: string[] = [];
    const bucket = memoryBucket();
    const make = async (file: string) => {
      made.push(path.basename(file));
      await writeFile(file, "archive");
    };
    const days = daysFrom("2026-10-01", 60);
    for (const day of days) {
      // Checks through the day; each one as a freshly started server would make it (nothing kept in memory).
      for (const time of ["00:10", "03:29", "03:30", "03:40", "12:00", "23:59"]) {
        await dailyBackupTick({ backupDir, make, bucket, log, now: () => athens(day, time) });
      }
    }
    // The first day's backup is due from its 03:30; the 00:10 and 03:29 checks of a day are the day before's.
    expect(made).toEqual(["2026-09-30", ...days].map((day) => `${dailyFileName(day)}.partial`));
    const expected = [...daysToKeep(["2026-09-30", ...days])].map(dailyFileName).sort();
    expect(expected).toHaveLength(10);
    expect((await readdir(backupDir)).sort()).toEqual(expected);
    expect([...bucket.objects].sort()).toEqual(expected);
    expect(bucket.puts).toHaveLength(made.length);
  });

  it("leaves nothing of a backup that failed, and makes it at the next check", async () => {
    let fail = true;
    const make = async (file: string) => {
      await writeFile(file, "half an archive");
      if (fail) throw new Error("disk full");
    };
    const now = () => athens("2026-12-07", "04:00");
    await expect(dailyBackupTick({ backupDir, make, log, now })).rejects.toThrow("disk full");
    expect(await readdir(backupDir)).toEqual([]);
    fail = false;
    await dailyBackupTick({ backupDir, make, log, now });
    expect(await readdir(backupDir)).toEqual([dailyFileName("2026-12-07")]);
  });
});
