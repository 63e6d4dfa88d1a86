// A backup of the embedded database taken while it serves: a consistent copy of its folder, the uploads
// beside it, and the manifest, written as one tar.gz.
//
// Why the copy is consistent: PGlite runs PostgreSQL on this process's JavaScript thread, and every way
// into it holds PGlite's runExclusive mutex for the whole statement (query, exec and transaction do; so
// does pglite-socket for every protocol message it passes on). Files copied while holding that mutex are
// therefore those of one instant between two statements: what a crash at that instant would leave, which
// PostgreSQL's recovery at the next start (replaying the WAL written at each commit) turns into exactly
// the committed transactions. On the server, the copy is moreover taken holding the embedded database's
// only connection idle (Session): no transaction of the app is open, and the facts of the manifest are
// read in that same session. A CHECKPOINT first writes the data files up to date, so of the WAL only the
// segments from the checkpoint's to the one being written are needed (pg_basebackup's choice too; the
// others are old ones kept for reuse), and recovery at restore has next to nothing to replay.
// PGlite's own dumpDataDir() is consistent for the same reason, but reads the whole mounted folder
// (uploads, backups and all kept WAL too) into memory in one piece, so it is not used.
import { randomUUID } from "node:crypto";
import { copyFile, cp, link, mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { PGlite } from "@electric-sql/pglite";
import { create as createTar } from "tar";
import { makeManifest, SNAPSHOT_FACTS_SQL, snapshotFacts, type Manifest, type SnapshotFacts } from "./manifest.js";
import { LOCK_FILE } from "../db/dataDirLock.js";

/** Runs `work` with a database session nobody else uses meanwhile, at a transaction boundary. */
export type Session = <T>(work: (query: (sql: string) => Promise<Record<string, unknown>[]>) => Promise<T>) => Promise<T>;

export type SnapshotSource = {
  pglite: PGlite;
  /** The DATA_DIR's real path. */
  directory: string;
  session: Session;
  /** Paths inside the folder that are no part of a backup (the backups folder, when it is inside). */
  exclude: string[];
};

/** Where a backup is assembled: inside DATA_DIR (same disk, so uploads are hard links), never backed up. */
const STAGING_PREFIX = ".backup-staging-";
/** The server's answer to `npm run backup` (backup/control.ts). */
export const CONTROL_FILE = ".backup-control.json";
/** The running instance's own files: PostgreSQL's, the folder's lock (it names the holder) and the backup channel. */
const NEVER_COPIED = new Set(["postmaster.pid", "postmaster.opts", LOCK_FILE, CONTROL_FILE]);

/** The WAL segments recovery needs: from the last checkpoint's redo point to the one being written. */
const WAL_RANGE_SQL = "SELECT redo_wal_file AS first, pg_walfile_name(pg_current_wal_insert_lsn()) AS last FROM pg_control_checkpoint()";
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

function copied(directory: string, exclude: string[], wal: { first: string; last: string }) {
  const walDir = path.join(directory, "pg_wal");
  return (source: string) => {
    const relative = path.relative(directory, source);
    if (relative === "") return true;
    const top = relative.split(path.sep)[0];
    if (NEVER_COPIED.has(top) || top === "uploads" || top.startsWith(STAGING_PREFIX)) return false;
    if (path.dirname(source) === walDir && WAL_SEGMENT.test(path.basename(source))) {
      const segment = path.basename(source);
      return segment >= wal.first && segment <= wal.last;
    }
    return !exclude.some((excluded) => source === excluded || source.startsWith(excluded + path.sep));
  };
}

/** Hard links (a copy across disks) of the uploads' files, without unfinished ones; returns how many. */
async function linkUploads(from: string, to: string, top = true): Promise<number> {
  const entries = await readdir(from, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  let files = 0;
  await mkdir(to, { recursive: true });
  for (const entry of entries) {
    if (top && entry.name === ".partial") continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) files += await linkUploads(source, target, false);
    else if (entry.isFile()) {
      // Uploaded files are written aside and moved into place, never changed after: a link is a snapshot.
      await link(source, target).catch(() => copyFile(source, target));
      files++;
    }
  }
  return files;
}

async function countFiles(directory: string): Promise<number> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/** Copies the database's folder into a new staging folder; returns it with the manifest written. */
async function stage(source: SnapshotSource): Promise<{ staging: string; manifest: Manifest }> {
  const staging = path.join(source.directory, `${STAGING_PREFIX}${randomUUID()}`);
  const data = path.join(staging, "data");
  try {
    await mkdir(data, { recursive: true });
    let takenAt = new Date();
    const facts: SnapshotFacts = await source.session(async (query) => {
      await query("CHECKPOINT");
      const [row] = await query(SNAPSHOT_FACTS_SQL);
      const [wal] = (await query(WAL_RANGE_SQL)) as { first: string; last: string }[];
      const filter = copied(source.directory, source.exclude, wal);
      await source.pglite.runExclusive(async () => {
        takenAt = new Date();
        // Entry by entry: cp refuses to copy a folder into itself (the staging folder is inside).
        for (const name of await readdir(source.directory)) {
          const from = path.join(source.directory, name);
          if (filter(from)) await cp(from, path.join(data, name), { recursive: true, filter });
        }
      });
      return snapshotFacts(row);
    });
    const database = await countFiles(data);
    const uploads = await linkUploads(path.join(source.directory, "uploads"), path.join(data, "uploads"));
    const manifest = makeManifest(facts, { database, uploads }, takenAt);
    await writeFile(path.join(staging, "manifest.json"), JSON.stringify(manifest, null, 2));
    return { staging, manifest };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** Writes a backup (tar.gz: manifest.json first, then data/) to `output`; resolves with its manifest. */
export async function writeBackup(source: SnapshotSource, output: NodeJS.WritableStream): Promise<Manifest> {
  const { staging, manifest } = await stage(source);
  try {
    await pipeline(createTar({ gzip: true, cwd: staging, portable: true }, ["manifest.json", "data"]), output);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Removes what a backup interrupted by a crash left in the folder. */
export async function removeStaleStaging(directory: string): Promise<void> {
  for (const name of await readdir(directory).catch(() => [] as string[])) {
    if (name.startsWith(STAGING_PREFIX)) await rm(path.join(directory, name), { recursive: true, force: true });
  }
}
