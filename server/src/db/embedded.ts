// The embedded database: PGlite (PostgreSQL compiled to WebAssembly) kept under DATA_DIR, served on a
// loopback port by pglite-socket so that Prisma's pg adapter, the migrations and pg-boss use exactly the
// same code path as on a real PostgreSQL.
import { mkdir, realpath } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { lockDataDir } from "./dataDirLock.js";

export type EmbeddedDatabase = {
  url: string;
  /** The folder's real path (embeddedDataDir). */
  directory: string;
  /** The database itself, for the backups' snapshot (backup/snapshot.ts). */
  pglite: PGlite;
  stop(): Promise<void>;
};

/** The folder's real path: two spellings of one folder (a symlink, "./.data") must take the same lock. */
export async function embeddedDataDir(dataDir: string): Promise<string> {
  await mkdir(path.dirname(path.resolve(dataDir)), { recursive: true });
  return path.join(await realpath(path.dirname(path.resolve(dataDir))), path.basename(path.resolve(dataDir)));
}

/** PGlite on the folder (whose lock the caller holds), with the extensions the migrations use. */
export function openPGlite(directory: string): Promise<PGlite> {
  // pg_trgm: the phone search's trigram index (prisma/migrations/*_customer_phone_trigram).
  return PGlite.create({ dataDir: directory, extensions: { pg_trgm } });
}

export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const directory = await embeddedDataDir(dataDir);
  const lock = await lockDataDir(directory);
  let db: PGlite | undefined;
  let server: PGLiteSocketServer;
  try {
    db = await openPGlite(directory);
    server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 32 });
    await server.start();
  } catch (error) {
    await db?.close().catch(() => undefined);
    await lock.release();
    throw error;
  }
  const url = `postgresql://postgres@${server.getServerConn()}/postgres?sslmode=disable`;
  return {
    url,
    directory,
    pglite: db,
    async stop() {
      await server.stop();
      await db!.close();
      await lock.release();
    },
  };
}
