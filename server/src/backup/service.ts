// The backups of a server on its own embedded database: `npm run backup`'s requests (control.ts) and the
// daily backups (daily.ts), one at a time, each a snapshot taken holding the server's only database
// connection (snapshot.ts).
import { createWriteStream } from "node:fs";
import path from "node:path";
import type pg from "pg";
import type { EmbeddedDatabase } from "../db/embedded.js";
import type { Env } from "../env.js";
import type { Logger } from "../lib/logger.js";
import { isDatabaseWaitTimeout } from "../lib/overload.js";
import { createBackupBucket } from "./bucket.js";
import { serveBackupRequests } from "./control.js";
import { scheduleDailyBackups } from "./daily.js";
import { removeStaleStaging, writeBackup, type Session, type SnapshotSource } from "./snapshot.js";

/** BACKUP_DIR, or <DATA_DIR>/backups. */
export function backupDirOf(env: Pick<Env, "BACKUP_DIR">, directory: string): string {
  return env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : path.join(directory, "backups");
}

/** The pool's connection (the embedded database has one), waited for however busy the server is. */
function poolSession(pool: pg.Pool): Session {
  return async (work) => {
    let client: pg.PoolClient | undefined;
    while (!client) {
      client = await pool.connect().catch((error) => {
        if (!isDatabaseWaitTimeout(error)) throw error;
        return undefined;
      });
    }
    try {
      return await work(async (sql) => (await client.query(sql)).rows);
    } finally {
      client.release();
    }
  };
}

export async function startBackups(env: Env, embedded: EmbeddedDatabase, pool: pg.Pool, log: Logger) {
  const backupDir = backupDirOf(env, embedded.directory);
  await removeStaleStaging(embedded.directory);
  const source: SnapshotSource = { pglite: embedded.pglite, directory: embedded.directory, session: poolSession(pool), exclude: [backupDir] };
  let queue: Promise<unknown> = Promise.resolve();
  const backup = (output: NodeJS.WritableStream) => {
    const next = queue.then(() => writeBackup(source, output));
    queue = next.catch(() => undefined);
    return next;
  };
  const requests = await serveBackupRequests(embedded.directory, backup, log);
  const daily =
    env.BACKUP_DAILY === "true"
      ? scheduleDailyBackups({
          backupDir,
          make: (file) => backup(createWriteStream(file, { mode: 0o600 })),
          bucket: env.BACKUP_S3_BUCKET ? createBackupBucket({ ...env, BACKUP_S3_BUCKET: env.BACKUP_S3_BUCKET }) : undefined,
          log,
        })
      : null;
  return {
    /** Stops taking requests and starting backups; waits (bounded) for one under way. */
    async stop() {
      await requests.stop();
      await Promise.race([Promise.all([daily?.stop(), queue]), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    },
  };
}
