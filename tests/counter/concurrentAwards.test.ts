// Awards of one shop at the same moment on every connection of the server's pool: each updates the shop's
// roll-up rows (day and hour, store) and its history count until it commits. Each connection of a pool has
// its own shard of those rows (db/client.ts, analytics_shard()), so no award waits for another's commit.
// With the shard picked by pg_backend_pid() % 8, ten connections always had two on one shard (PostgreSQL
// only: the embedded database runs one statement at a time anyway).
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDb, createPool, type Db } from "../../server/src/db/client.js";
import { counterAwardQuery } from "../../server/src/ledger/award.js";
import { ledgerTotal } from "../../server/src/ledger/counts.js";
import { createShop } from "../helpers/shop.js";
import { newPhone } from "../helpers/unique.js";

const POOL_SIZE = 10;

describe.runIf(process.env.TEST_DATABASE_URL)("awards on every connection of a pool at once", () => {
  let db: Db;
  let pool: pg.Pool;
  beforeAll(() => {
    db = createDb(inject("databaseUrl"), 2);
    pool = createPool(inject("databaseUrl"), POOL_SIZE);
  });
  afterAll(async () => {
    await pool?.end();
    await db?.$disconnect();
  });

  it("gives each connection its own roll-up shard, and a returned connection's shard to the next one", async () => {
    const shardOf = async (client: pg.PoolClient) => (await client.query<{ shard: number }>("SELECT analytics_shard() AS shard")).rows[0].shard;
    const clients = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
    const removed = once(pool, "remove");
    let shards: number[];
    try {
      shards = await Promise.all(clients.map(shardOf));
    } finally {
      // The first one closed: its slot is free for the next connection the pool opens.
      for (const [index, client] of clients.entries()) client.release(index === 0);
    }
    expect(new Set(shards).size).toBe(POOL_SIZE);
    // Above a connection outside a pool (pg_backend_pid() % 8).
    expect(Math.min(...shards)).toBeGreaterThanOrEqual(8);
    await removed;
    const replacements = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
    try {
      expect((await Promise.all(replacements.map(shardOf))).sort()).toEqual([...shards].sort());
    } finally {
      for (const client of replacements) client.release();
    }
  });

  it("lets ten awards in one shop, store and hour proceed without waiting for each other's commit", { timeout: 30_000 }, async () => {
    const shop = await createShop(db);
    const clients = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
    try {
      for (const client of clients) await client.query("BEGIN; SET LOCAL lock_timeout = '3s'");
      const input = () => ({ phone: newPhone(), amount: 500, tagIds: [], storeId: shop.store.id, idempotencyKey: randomUUID(), confirmNewCustomer: true });
      // Every transaction stays open until all ten have written: one waiting for another's row would time out.
      const awarded = await Promise.allSettled(
        clients.map((client) => client.query(counterAwardQuery(shop.company, input(), { pointsMult: 1, points: 5, givesStamp: true }, []))),
      );
      expect(awarded.filter((result) => result.status === "rejected").map((result) => String((result as PromiseRejectedResult).reason))).toEqual([]);
      for (const client of clients) await client.query("COMMIT");
    } finally {
      for (const client of clients) {
        await client.query("ROLLBACK").catch(() => {});
        client.release();
      }
    }
    expect(await ledgerTotal(db, shop.company.id, "transactions")).toBe(POOL_SIZE);
    expect(await ledgerTotal(db, shop.company.id, "stamps-transactions")).toBe(POOL_SIZE);
    const [day] = await db.$queryRaw<{ purchases: number; shards: number }[]>`
      SELECT sum(purchases)::int AS purchases, count(DISTINCT shard)::int AS shards FROM "AnalyticsDay" WHERE "companyId" = ${shop.company.id}`;
    expect(day).toEqual({ purchases: POOL_SIZE, shards: POOL_SIZE });
  });
});
