// The upload quota and the removal of abandoned uploads. Every pre-signed address handed out is an
// Upload row: an owner (a shop, or the platform's shared library) gets at most UPLOAD_DAILY_FILES
// addresses and UPLOAD_DAILY_BYTES bytes (the most each address accepts: the declared size, or
// UPLOAD_MAX_BYTES) in any 24 hours; and the daily job deletes the file of every upload older than a
// day that was never registered in the media library, from the disk or the S3 bucket alike.
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";
import type { Logger } from "../lib/logger.js";
import { formatMegabytes, storageFor } from "./index.js";
import { byCount, countText } from "../shared/counts.js";

const DAY_MS = 24 * 60 * 60 * 1000;

export const UPLOAD_QUOTA_MESSAGES = {
  files: (files: number) =>
    `Φτάσατε το όριο ${byCount(files, "του", "των")} ${countText(files, "file", { case: "genitive" })} την ημέρα. Δοκιμάστε ξανά αύριο.`,
  bytes: (bytes: number) => `Φτάσατε το όριο των ${formatMegabytes(bytes)} αρχείων την ημέρα. Δοκιμάστε ξανά αύριο.`,
} as const;

type QuotaEnv = Pick<Env, "UPLOAD_DAILY_FILES" | "UPLOAD_DAILY_BYTES">;

/**
 * Records an upload about to be handed out when the owner's last 24 hours leave room for it, and
 * returns null; otherwise the Greek refusal. Counted under a lock of the owner, so parallel requests
 * are counted one after another.
 */
export function reserveUpload(db: Db, env: QuotaEnv, upload: { owner: string; key: string; bytes: number }): Promise<string | null> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`upload:${upload.owner}`}, 0))`;
    const used = await tx.upload.aggregate({
      where: { owner: upload.owner, createdAt: { gte: new Date(Date.now() - DAY_MS) } },
      _count: { _all: true },
      _sum: { bytes: true },
    });
    if (used._count._all >= env.UPLOAD_DAILY_FILES) return UPLOAD_QUOTA_MESSAGES.files(env.UPLOAD_DAILY_FILES);
    if ((used._sum.bytes ?? 0) + upload.bytes > env.UPLOAD_DAILY_BYTES) return UPLOAD_QUOTA_MESSAGES.bytes(env.UPLOAD_DAILY_BYTES);
    await tx.upload.create({ data: upload });
    return null;
  });
}

/**
 * Deletes the files of uploads handed out more than a day before `now` that no media-library item
 * points at, and forgets every upload that old (the quota only reads the last day). Returns how many
 * files were deleted. Safe to run on several processes at once: deleting a missing file is no error.
 */
export async function removeUnregisteredUploads(services: { db: Db; env: Env; log: Logger }, now = new Date()): Promise<number> {
  const { db, log } = services;
  const storage = await storageFor(services.env);
  const before = new Date(now.getTime() - DAY_MS);
  let removed = 0;
  for (;;) {
    const batch = await db.upload.findMany({ where: { createdAt: { lt: before } }, orderBy: { createdAt: "asc" }, take: 500 });
    if (batch.length === 0) break;
    // Matched by key, not by the whole address: an item registered under an earlier PUBLIC_ORIGIN
    // (another port, a new domain) still points at its file, which must not be deleted.
    const assets = await db.asset.findMany({ where: { OR: batch.map((upload) => ({ url: { endsWith: `/${upload.key}` } })) }, select: { url: true } });
    for (const upload of batch) {
      if (assets.some((asset) => asset.url.endsWith(`/${upload.key}`))) continue;
      await storage.remove(upload.key);
      removed++;
    }
    await db.upload.deleteMany({ where: { id: { in: batch.map((upload) => upload.id) } } });
  }
  if (removed > 0) log.info({ removed }, "unregistered uploads removed");
  return removed;
}
