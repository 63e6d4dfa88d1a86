// Which daily backups are kept: the newest 7, and the newest of each of the 4 newest weeks (Monday to
// Sunday) that have one (restic's --keep-daily 7 --keep-weekly 4). With one backup a day that is the
// last 7 days and the Sundays of the 3 weeks before.
import { addDays, athensDayOf } from "../shared/analytics.js";

const RETENTION = { daily: 7, weekly: 4 } as const;

/** A day's backup falls due at 03:30 Athens time (shops are closed; nothing else runs then). */
const BACKUP_OFFSET_MS = (3 * 60 + 30) * 60_000;

/** The day a daily backup made at `instant` stands for: the Athens day 3½ hours earlier. */
export function backupDayOf(instant: Date): string {
  return athensDayOf(new Date(instant.getTime() - BACKUP_OFFSET_MS));
}

const DAILY_FILE = /^daily-(\d{4}-\d{2}-\d{2})\.tar\.gz$/;

export const dailyFileName = (day: string) => `daily-${day}.tar.gz`;

/** The day of a daily backup's file name; null for any other file. */
export function dayOfDailyFile(name: string): string | null {
  return DAILY_FILE.exec(name)?.[1] ?? null;
}

/** Monday of the day's week. */
function weekOf(day: string): string {
  return addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
}

/** The days (of those given) whose backups are kept. */
export function daysToKeep(days: readonly string[], retention: { daily: number; weekly: number } = RETENTION): Set<string> {
  const newestFirst = [...new Set(days)].sort().reverse();
  const keep = new Set(newestFirst.slice(0, retention.daily));
  const weeks = new Set<string>();
  for (const day of newestFirst) {
    if (weeks.size === retention.weekly) break;
    if (weeks.has(weekOf(day))) continue;
    weeks.add(weekOf(day));
    keep.add(day);
  }
  return keep;
}
