// `npm run backup [-- --out <file>]`: one tar.gz with the embedded database and the uploads. When a
// server holds DATA_DIR, that server takes the snapshot and streams it here (control.ts); otherwise this
// process takes the folder's lock and opens the database itself. On PostgreSQL (DATABASE_URL) it says
// to use pg_dump, and exits 2.
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { DataDirInUseError, lockDataDir, type DataDirLock } from "../db/dataDirLock.js";
import { embeddedDataDir, openPGlite } from "../db/embedded.js";
import { EnvError, parseSettings } from "../env.js";
import { inspectArchive } from "./archive.js";
import { requestBackup } from "./control.js";
import { BackupError } from "./manifest.js";
import { backupDirOf } from "./service.js";
import { writeBackup } from "./snapshot.js";

const PG_DUMP_ADVICE = `DATABASE_URL is set: the database is PostgreSQL, which npm run backup does not copy. Back it up with PostgreSQL's own tools, e.g.

  pg_dump --format=custom --file=loyalty-$(date +%F).dump "$DATABASE_URL"

and restore with pg_restore (docs/operations.md, "Backups", also for point-in-time recovery).`;

/** Writes the backup to `file`; says who took the snapshot. */
async function backup(directory: string, backupDir: string, file: string): Promise<string> {
  let lock: DataDirLock | undefined;
  try {
    lock = await lockDataDir(directory);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    if (await requestBackup(directory, file)) return "made by the server running on it";
    throw new BackupError(
      `${error.message}\nIt does not answer backup requests: if it is a server still starting, try again in a moment; otherwise stop it, then run npm run backup again.`,
    );
  }
  try {
    const pglite = await openPGlite(directory);
    try {
      const session = <T>(work: (query: (sql: string) => Promise<Record<string, unknown>[]>) => Promise<T>) =>
        work(async (sql) => (await pglite.query<Record<string, unknown>>(sql)).rows);
      await writeBackup({ pglite, directory, session, exclude: [backupDir] }, createWriteStream(file, { mode: 0o600 }));
    } finally {
      await pglite.close();
    }
    return "made from the folder (no server was running on it)";
  } finally {
    await lock.release();
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const env = parseSettings(process.env);
  if (env.DATABASE_URL) {
    console.error(PG_DUMP_ADVICE);
    return 2;
  }
  const directory = await embeddedDataDir(env.DATA_DIR);
  if (!existsSync(path.join(directory, "PG_VERSION"))) throw new BackupError(`There is no embedded database in ${directory} (DATA_DIR).`);
  const backupDir = backupDirOf(env, directory);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const out = path.resolve(values.out ?? path.join(backupDir, `backup-${stamp}.tar.gz`));
  await mkdir(path.dirname(out), { recursive: true });
  const partial = `${out}.partial`;
  try {
    const who = await backup(directory, backupDir, partial);
    const manifest = await inspectArchive(partial);
    await rename(partial, out);
    const { counts } = manifest;
    const megabytes = ((await stat(out)).size / 1024 / 1024).toFixed(1);
    console.log(
      `Backup written to ${out} (${megabytes} MB), ${who}: ${counts.shops} shops, ${counts.customers} customers, ${counts.purchases} purchases, ` +
        `${manifest.files.uploads} uploaded files; database at migration ${manifest.migration}.`,
    );
    return 0;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof BackupError || error instanceof EnvError ? error.message : error);
    process.exit(1);
  },
);
