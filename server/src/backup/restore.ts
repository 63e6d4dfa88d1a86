// Restoring a backup archive into an empty (or absent) DATA_DIR, holding the folder's lock so that no
// server starts on it meanwhile; refused for a folder with anything in it or one a server holds. The
// restored database is opened once (PostgreSQL recovers to the snapshot's instant) and counted again
// against the manifest; a mismatch removes what was restored.
import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { DataDirInUseError, LOCK_FILE, lockDataDir, type DataDirLock } from "../db/dataDirLock.js";
import { embeddedDataDir, openPGlite } from "../db/embedded.js";
import { extractArchive, inspectArchive } from "./archive.js";
import { BackupError, SNAPSHOT_FACTS_SQL, snapshotFacts, type Manifest, type SnapshotFacts } from "./manifest.js";

async function entries(directory: string): Promise<string[]> {
  return readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
}

/** Refusal for a folder that holds something (the folder's own lock file aside). */
function notEmpty(directory: string, names: string[]): BackupError {
  return new BackupError(
    `Refusing to restore into ${directory}: the folder is not empty (${names.slice(0, 3).join(", ")}${names.length > 3 ? ", …" : ""}). ` +
      "Restore into a new or empty DATA_DIR; to replace a database, move its folder aside first.",
  );
}

export async function restoreBackup(file: string, dataDir: string): Promise<{ directory: string; manifest: Manifest }> {
  const directory = await embeddedDataDir(dataDir);
  // A folder with things in it but no lock file was never a database: refused before the lock would
  // leave its file there. One with a lock file is asked whether a server holds it.
  const before = await entries(directory);
  if (before.length > 0 && !before.includes(LOCK_FILE)) throw notEmpty(directory, before);
  let lock: DataDirLock;
  try {
    lock = await lockDataDir(directory);
  } catch (error) {
    if (error instanceof DataDirInUseError) throw new BackupError(`Refusing to restore into ${directory}: a server is using it. ${error.message}`);
    throw error;
  }
  const restored: string[] = [];
  try {
    const present = (await entries(directory)).filter((name) => name !== LOCK_FILE);
    if (present.length > 0) throw notEmpty(directory, present);
    const manifest = await inspectArchive(file);
    await mkdir(directory, { recursive: true });
    const unpacked = path.join(directory, `.restoring-${randomUUID()}`);
    try {
      await mkdir(unpacked);
      await extractArchive(file, unpacked);
      for (const name of await readdir(unpacked)) {
        await rename(path.join(unpacked, name), path.join(directory, name));
        restored.push(name);
      }
    } finally {
      await rm(unpacked, { recursive: true, force: true });
    }
    const pglite = await openPGlite(directory);
    let facts: SnapshotFacts;
    try {
      facts = snapshotFacts((await pglite.query<Record<string, unknown>>(SNAPSHOT_FACTS_SQL)).rows[0]);
    } finally {
      await pglite.close();
    }
    if (!isDeepStrictEqual(facts, { migration: manifest.migration, counts: manifest.counts })) {
      throw new BackupError(
        `The restored database does not match the backup's manifest (${JSON.stringify(facts)} against ${JSON.stringify(manifest.counts)}); nothing was kept.`,
      );
    }
    return { directory, manifest };
  } catch (error) {
    for (const name of restored) await rm(path.join(directory, name), { recursive: true, force: true });
    throw error;
  } finally {
    await lock.release();
  }
}
