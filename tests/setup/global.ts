// One fresh database per test run: a new database on TEST_DATABASE_URL's server (dropped at the end),
// or, without TEST_DATABASE_URL, an embedded PGlite database in a temporary folder. Migrated with the
// real migrations and loaded with the demo data, exactly as `npm start` does.
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

export default async function setup(project: TestProject) {
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
  project.provide("databaseUrl", databaseUrl);
  return teardown;
}
