import { randomBytes } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../generated/prisma/client.js";

export type Db = PrismaClient;

/**
 * A prepared statement's name belongs to the database session, and PGlite serves every connection in one
 * session: two connections preparing "counter_award" would collide ("prepared statement already exists").
 * Each connection suffixes the names of its statements with its own id, so none collide there; on
 * PostgreSQL, where every connection is its own session, nothing changes.
 */
class SessionSafeClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const suffix = randomBytes(4).toString("hex");
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((config: unknown, ...rest: unknown[]) => {
      const named = typeof config === "object" && config !== null && typeof (config as pg.QueryConfig).name === "string" && !("submit" in config);
      return query(named ? { ...(config as pg.QueryConfig), name: `${(config as pg.QueryConfig).name}_${suffix}` } : config, ...rest);
    }) as pg.Client["query"];
  }
}

/** The first roll-up shard of a pool's connections; a connection outside a pool keeps pg_backend_pid() % 8. */
const FIRST_POOL_SHARD = 8;

/**
 * Gives each connection of a pool its own roll-up shard (the lowest free slot), read by the analytics and
 * history-count triggers through analytics_shard(): every award of a shop updates the same roll-up rows
 * until its commit, and two of one pool's awards then never wait for each other there
 * (prisma/sql/analytics/analytics_shard.sql). The pool awaits it before handing the connection out.
 */
function shardPerConnection() {
  const taken = new Set<number>();
  const slots = new WeakMap<pg.ClientBase, number>();
  return {
    onConnect: async (client: pg.ClientBase) => {
      let slot = 0;
      while (taken.has(slot)) slot++;
      taken.add(slot);
      slots.set(client, slot);
      try {
        await client.query(`SELECT set_config('lysto.shard', '${FIRST_POOL_SHARD + slot}', false)`);
      } catch (error) {
        taken.delete(slot);
        throw error;
      }
    },
    onRemove: (client: pg.ClientBase) => {
      const slot = slots.get(client);
      if (slot !== undefined) taken.delete(slot);
    },
  };
}

/**
 * How long a connection may sit idle in the pool before it is closed. pg's default, 10 s, closed them in
 * every lull of a shop's day: the next burst of sales then waited for new connections (each a new server
 * process, its shard set and its statements prepared again), in a bench a p95 of 190 ms at 100 awards/s.
 */
export const POOL_IDLE_MS = 5 * 60_000;

/** `waitMs`: how long a query may wait for a free connection before failing (lib/overload.ts); 0 waits without bound. */
export function createPool(connectionString: string, max = 10, waitMs = 0): pg.Pool {
  const shards = shardPerConnection();
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: waitMs,
    idleTimeoutMillis: POOL_IDLE_MS,
    Client: SessionSafeClient,
    onConnect: shards.onConnect,
  });
  pool.on("remove", shards.onRemove);
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
