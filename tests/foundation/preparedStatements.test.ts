// The award and the redemption run as named prepared statements. PGlite (the embedded database) serves
// every connection in one session, where a statement's name is shared: two connections of the pool must
// still each prepare and run the same named statement (db/client.ts). On PostgreSQL this always held.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createPool } from "../../server/src/db/client.js";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../../server/src/db/embedded.js";

let dir: string;
let embedded: EmbeddedDatabase;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "loyalty-prepared-"));
  embedded = await startEmbeddedDatabase(path.join(dir, "data"));
});
afterAll(async () => {
  await embedded?.stop();
  await rm(dir, { recursive: true, force: true });
});

it("runs one named statement on two connections of the embedded database at once", { timeout: 20_000 }, async () => {
  const pool = createPool(embedded.url, 2);
  try {
    const [first, second] = [await pool.connect(), await pool.connect()];
    const statement = { name: "counter_award", text: "SELECT $1::int + 1 AS next", values: [41] };
    expect((await first.query(statement)).rows).toEqual([{ next: 42 }]);
    expect((await second.query(statement)).rows).toEqual([{ next: 42 }]);
    expect((await first.query(statement)).rows).toEqual([{ next: 42 }]);
    first.release();
    second.release();
  } finally {
    await pool.end();
  }
});
