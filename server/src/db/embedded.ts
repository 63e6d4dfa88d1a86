// The embedded database: PGlite (PostgreSQL compiled to WebAssembly) kept under DATA_DIR, served on a
// loopback port by pglite-socket so that Prisma's pg adapter, the migrations and pg-boss use exactly the
// same code path as on a real PostgreSQL.
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { lockDataDir } from "./dataDirLock.js";

export type EmbeddedDatabase = { url: string; stop(): Promise<void> };

export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const directory = path.resolve(dataDir);
  const lock = await lockDataDir(directory);
  let db: PGlite | undefined;
  let server: PGLiteSocketServer;
  try {
    // pg_trgm: the phone search's trigram index (prisma/migrations/*_customer_phone_trigram).
    db = await PGlite.create({ dataDir: directory, extensions: { pg_trgm } });
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
    async stop() {
      await server.stop();
      await db!.close();
      await lock.release();
    },
  };
}
