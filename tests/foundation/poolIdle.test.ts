// The server's pool keeps an idle connection for minutes (db/client.ts, POOL_IDLE_MS): after a lull, the
// next sale runs on a connection already open, with its shard and prepared statements, instead of
// waiting for a new one. pg's own default closed them after 10 s.
import { afterEach, expect, inject, it, vi } from "vitest";
import { createPool, POOL_IDLE_MS } from "../../server/src/db/client.js";

afterEach(() => {
  vi.useRealTimers();
});

it("keeps an idle connection through a lull of minutes, and closes it after POOL_IDLE_MS", async () => {
  // Only the timers: the pool's idle timer is one, the connection's sockets are not.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  const pool = createPool(inject("databaseUrl"), 2);
  try {
    const pidOf = async () => (await pool.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0].pid;
    const before = await pidOf();
    expect(pool.idleCount).toBe(1);
    vi.advanceTimersByTime(4 * 60_000);
    expect(pool.idleCount).toBe(1);
    expect(await pidOf()).toBe(before);
    vi.advanceTimersByTime(POOL_IDLE_MS + 1);
    expect(pool.totalCount).toBe(0);
  } finally {
    await pool.end();
  }
});
