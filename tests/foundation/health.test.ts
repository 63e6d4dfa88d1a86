// /api/health follows the database; migrations apply to empty databases of both kinds.
import { describe, expect, it } from "vitest";
import pg from "pg";
import { migrate } from "../../server/src/db/migrate.js";
import { startServer } from "../../server/src/server.js";
import { scratchDatabase } from "../helpers/database.js";
import { testEnv } from "../helpers/server.js";

async function tableNames(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`);
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

describe("health and migrations", () => {
  it("is 200 while the database answers and 503 once it is gone", async () => {
    const database = await scratchDatabase();
    try {
      const server = await startServer(testEnv({ DATABASE_URL: database.url, SEED_DEMO: "false" }));
      try {
        const healthy = await fetch(`${server.url}/api/health`);
        expect(healthy.status).toBe(200);
        expect(await healthy.json()).toEqual({ status: "ok" });
        await database.drop();
        const gone = await fetch(`${server.url}/api/health`);
        expect(gone.status).toBe(503);
        expect(await gone.json()).toEqual({ status: "unavailable" });
      } finally {
        await server.close();
      }
    } finally {
      await database.drop();
    }
  });

  // Without a PostgreSQL server (a fresh machine) only the embedded kind can be tried.
  const kinds = process.env.TEST_DATABASE_URL ? (["postgresql", "embedded"] as const) : (["embedded"] as const);
  it.each(kinds)(
    "applies every migration to an empty %s database",
    async (kind) => {
      const database = await scratchDatabase(kind);
      try {
        await migrate(database.url);
        const tables = await tableNames(database.url);
        for (const table of ["Customer", "Transaction", "Coupon", "Company", "_prisma_migrations"]) expect(tables).toContain(table);
        // A second run is a no-op, as at every start.
        await migrate(database.url);
      } finally {
        await database.drop();
      }
    },
    120_000,
  );
});
