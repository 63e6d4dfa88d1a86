// The daily backup of the embedded database, made by the server that holds it. Every few minutes it
// looks whether the day's backup (due at 03:30 Athens time) is in the backups folder, and makes it if
// not: the files are the record, so there is one per day across restarts, and a server that was down
// at 03:30 makes it when it is up again. Then old ones are removed (retention.ts), in the folder and in
// the S3 copy. Not a job of the queue: only this process can take the snapshot, and the queue's rows
// are in the very database being copied.
import { mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "../lib/logger.js";
import type { BackupBucket } from "./bucket.js";
import { backupDayOf, dailyFileName, dayOfDailyFile, daysToKeep } from "./retention.js";

export type DailyBackupOptions = {
  backupDir: string;
  /** Writes a backup archive to the file (complete when it resolves). */
  make(file: string): Promise<unknown>;
  bucket?: BackupBucket;
  log: Logger;
  now?: () => Date;
};

/** Makes the day's backup if it is missing, copies it to the bucket, and removes those not kept. */
export async function dailyBackupTick({ backupDir, make, bucket, log, now = () => new Date() }: DailyBackupOptions): Promise<void> {
  await mkdir(backupDir, { recursive: true });
  const day = backupDayOf(now());
  const name = dailyFileName(day);
  const names = await readdir(backupDir);
  // A backup interrupted by a crash or a stop.
  for (const stale of names.filter((file) => file.endsWith(".tar.gz.partial"))) await rm(path.join(backupDir, stale), { force: true });
  if (!names.includes(name)) {
    const file = path.join(backupDir, name);
    try {
      await make(`${file}.partial`);
      await rename(`${file}.partial`, file);
    } catch (error) {
      await rm(`${file}.partial`, { force: true });
      throw error;
    }
    log.info({ file }, "daily backup made");
    names.push(name);
  }
  await prune(names, (old) => rm(path.join(backupDir, old), { force: true }));
  if (bucket) {
    const stored = await bucket.list();
    if (!stored.includes(name)) {
      await bucket.put(name, path.join(backupDir, name));
      stored.push(name);
      log.info({ name }, "daily backup copied to the S3 bucket");
    }
    await prune(stored, (old) => bucket.remove(old));
  }
}

async function prune(names: string[], remove: (name: string) => Promise<unknown>) {
  const days = names.map(dayOfDailyFile).filter((day): day is string => day !== null);
  const keep = daysToKeep(days);
  for (const day of days) if (!keep.has(day)) await remove(dailyFileName(day));
}

/**
 * Runs the tick 10 seconds after the start (not in the middle of it) and every 10 minutes until
 * stop(); a failed tick is logged and tried again at the next.
 */
export function scheduleDailyBackups(options: DailyBackupOptions, { firstMs = 10_000, intervalMs = 10 * 60_000 } = {}) {
  let running: Promise<void> = Promise.resolve();
  const tick = () =>
    (running = running.then(() =>
      dailyBackupTick(options).catch((error) => options.log.error({ err: error }, "daily backup failed; trying again in 10 minutes")),
    ));
  const first = setTimeout(tick, firstMs);
  const timer = setInterval(tick, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
