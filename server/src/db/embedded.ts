// The embedded database: PGlite (PostgreSQL compiled to WebAssembly) kept under DATA_DIR, served on a
// loopback port by pglite-socket so that Prisma's pg adapter, the migrations and pg-boss use exactly the
// same code path as on a real PostgreSQL.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export type EmbeddedDatabase = { url: string; stop(): Promise<void> };

export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const directory = path.resolve(dataDir);
  await mkdir(path.dirname(directory), { recursive: true });
  const lockFile = `${directory}.lock`;
  await takeLock(lockFile);
  const db = await PGlite.create({ dataDir: directory });
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 32 });
  await server.start();
  const url = `postgresql://postgres@${server.getServerConn()}/postgres?sslmode=disable`;
  return {
    url,
    async stop() {
      await server.stop();
      await db.close();
      await rm(lockFile, { force: true });
    },
  };
}

// Two processes on one PGlite folder would corrupt it: refuse clearly instead.
async function takeLock(lockFile: string) {
  const holder = Number(await readFile(lockFile, "utf8").catch(() => ""));
  if (holder && holder !== process.pid && isRunning(holder)) {
    throw new Error(`The embedded database is in use by process ${holder} (${lockFile}). Stop it first.`);
  }
  await writeFile(lockFile, String(process.pid));
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
