// A query that could not get a database connection within DATABASE_WAIT_MS is "busy" (503), whichever
// way the wait ran out: no pooled connection came free, or opening a new one took too long. The second
// was a 500 once; a server answering slowly at its first connection is overloaded, not broken.
import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createDb, createPool } from "../../server/src/db/client.js";
import { toTRPCError } from "../../server/src/lib/errors.js";
import { BUSY_MESSAGE } from "../../server/src/lib/overload.js";

// A "database" that accepts connections and never answers their start-up message.
let silent: Server;
const sockets: Socket[] = [];
let url: string;

beforeAll(async () => {
  silent = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  url = `postgresql://nobody@127.0.0.1:${(silent.address() as { port: number }).port}/none`;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

it("a new connection that takes longer than the wait is a busy database, through Prisma's adapter too", async () => {
  const pool = createPool(url, 1, 50);
  const db = createDb(pool);
  const error = await db.$queryRaw`SELECT 1`.catch((caught: unknown) => caught);
  const mapped = toTRPCError(error);
  expect(mapped.code).toBe("SERVICE_UNAVAILABLE");
  expect(mapped.message).toBe(BUSY_MESSAGE);
  await pool.end();
});

it("a query queued behind a busy connection past the wait is a busy database", async () => {
  const pool = createPool(url, 1, 50);
  // The one connection is being opened (and never finishes), so the second query waits in the queue.
  const first = pool.query("SELECT 1").catch((caught: unknown) => caught);
  const second = await pool.query("SELECT 1").catch((caught: unknown) => caught);
  expect(toTRPCError(second).code).toBe("SERVICE_UNAVAILABLE");
  expect(toTRPCError(await first).code).toBe("SERVICE_UNAVAILABLE");
  await pool.end();
});
