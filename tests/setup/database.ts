// One fresh database per test run for the projects that need one (api, browser): a new database on
// TEST_DATABASE_URL's server (dropped at the end), or, without TEST_DATABASE_URL, an embedded PGlite
// database in a temporary folder. Migrated with the real migrations and loaded with the demo data,
// exactly as `npm start` does. Vitest runs this once per project; the projects of one run share the
// database (the second is handed the first's), as the tests were written for one.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDb } from "../../server/src/db/client.js";
import { startEmbeddedDatabase } from "../../server/src/db/embedded.js";
import { migrate } from "../../server/src/db/migrate.js";
import { seed } from "../../prisma/seed/seed.js";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

type RunDatabase = { url: string; users: number; teardown(): Promise<void> };

// Global setups of all projects run in Vitest's main process, each project's module loaded on its own:
// the run's database is kept on globalThis so that every project finds it.
const shared = globalThis as { loyaltyTestDatabase?: Promise<RunDatabase> };

export default async function setup(project: TestProject) {
  shared.loyaltyTestDatabase ??= createRunDatabase();
  const database = await shared.loyaltyTestDatabase;
  database.users++;
  project.provide("databaseUrl", database.url);
  return async () => {
    if (--database.users > 0) return;
    shared.loyaltyTestDatabase = undefined;
    await database.teardown();
  };
}

async function createRunDatabase(): Promise<RunDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  let teardown: () => Promise<void>;
  let databaseUrl: string;
  if (base) {
    const name = `test_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    teardown = async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    };
  } else {
    const dir = await mkdtemp(path.join(tmpdir(), "loyalty-test-"));
    const embedded = await startEmbeddedDatabase(path.join(dir, "data"));
    databaseUrl = embedded.url;
    teardown = async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  await migrate(databaseUrl);
  const db = createDb(databaseUrl, 2);
  await seed(db);
  await db.$disconnect();
  return { url: databaseUrl, users: 0, teardown };
}
