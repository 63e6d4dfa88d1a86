// The prisma/sql half of `npm run db:check` and `npm run db:migration` (scripts/check-migrations.sh,
// scripts/new-migration.sh), on a scratch database made on DATABASE_URL's server and dropped after:
//   check              exits 1, saying what disagrees, when prisma/sql and the migrations disagree
//   migration <file>   prints the new migration: <file> (Prisma's diff of prisma/schema.prisma, may be
//                      empty) with the statements that bring the functions and triggers to prisma/sql
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { applyMigrations, compareSqlSources, explain, newMigrationSql } from "./sqlSources.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const migrationsDir = `${root}prisma/migrations`;
const sourcesDir = `${root}prisma/sql`;

async function onScratchDatabase<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const name = `sql_sources_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    try {
      await client.connect();
      await applyMigrations(client, migrationsDir);
      return await work(client);
    } finally {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

const [command, schemaDiffFile] = process.argv.slice(2);
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error("DATABASE_URL is not set");
try {
  if (command === "check") {
    const found = await onScratchDatabase(serverUrl, (client) => compareSqlSources(client, sourcesDir));
    if (found.length > 0) {
      console.error(`prisma/sql and the migrations disagree (${found.length}). Edit prisma/sql (never a migration), then`);
      console.error("run: npm run db:migration -- <name>, which writes the changed sources into a new migration.");
      console.error(explain(found));
      process.exitCode = 1;
    } else {
      console.log("Migrations match prisma/sql.");
    }
  } else if (command === "migration" && schemaDiffFile) {
    const schemaSql = readFileSync(schemaDiffFile, "utf8");
    process.stdout.write(await onScratchDatabase(serverUrl, (client) => newMigrationSql(client, sourcesDir, schemaSql)));
  } else {
    throw new Error("usage: sqlSourcesCommand.ts check | migration <schema diff file>");
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
