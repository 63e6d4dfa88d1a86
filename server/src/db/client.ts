import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../generated/prisma/client.js";

export type Db = PrismaClient;

/** `waitMs`: how long a query may wait for a free connection before failing (lib/overload.ts); 0 waits without bound. */
export function createPool(connectionString: string, max = 10, waitMs = 0): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: waitMs });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool
  // replaces it and /api/health reports the outage meanwhile.
  pool.on("error", () => {});
  return pool;
}

/** A Prisma client on its own pool, or on a shared one (the server shares its pool with the job queue). */
export function createDb(connection: string | pg.Pool, max = 10): Db {
  const pool = typeof connection === "string" ? createPool(connection, max) : connection;
  return new PrismaClient({ adapter: new PrismaPg(pool) });
}
