// An empty database for tests that need their own: a new database on TEST_DATABASE_URL's server, or a
// new embedded PGlite database when no PostgreSQL is given.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startEmbeddedDatabase } from "../../server/src/db/embedded.js";

export type ScratchDatabase = { url: string; kind: "postgresql" | "embedded"; drop(): Promise<void> };

export async function scratchDatabase(kind: "postgresql" | "embedded" = process.env.TEST_DATABASE_URL ? "postgresql" : "embedded"): Promise<ScratchDatabase> {
  if (kind === "postgresql") {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error("TEST_DATABASE_URL is not set");
    const name = `scratch_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(base, `CREATE DATABASE "${name}"`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    return { url: url.toString(), kind, drop: () => adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
  }
  const dir = await mkdtemp(path.join(tmpdir(), "loyalty-scratch-"));
  const embedded = await startEmbeddedDatabase(path.join(dir, "data"));
  let dropped: Promise<void> | undefined;
  return {
    url: embedded.url,
    kind,
    drop: () =>
      (dropped ??= (async () => {
        await embedded.stop();
        await rm(dir, { recursive: true, force: true });
      })()),
  };
}

async function adminQuery(connectionString: string, sql: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Resolves once `count` statements wait on a row lock in the database of `lockHolder`. Ask inside the
 * transaction that holds the lock: PostgreSQL keeps there the list of sessions it first read (only their
 * wait events are live), so a connection the server opened after that first look would never be seen
 * without clearing it.
 */
export async function untilWaitingOnLock(lockHolder: pg.Client, count: number): Promise<void> {
  for (;;) {
    await lockHolder.query("SELECT pg_stat_clear_snapshot()");
    const { rows } = await lockHolder.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows[0]!.n >= count) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
