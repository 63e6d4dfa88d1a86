// prisma/sql holds the current definition of every SQL function and trigger, and the migrations must make
// exactly those (scripts/sqlSources.ts, run by `npm run db:check`). On a database migrated as the
// repository's migrations leave it: the repository's sources agree; a source edited, removed or added
// without a migration is named with what differs; and what `npm run db:migration` writes for such edits
// makes the two agree again. Sources are edited in a temporary copy, never in the repository.
import { cp, mkdir, mkdtemp, readFile, rm, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { applyMigrations, compareSqlSources, explain, newMigrationSql } from "../../scripts/sqlSources.js";
import { scratchDatabase, type ScratchDatabase } from "../helpers/database.js";

const migrations = fileURLToPath(new URL("../../prisma/migrations", import.meta.url));
const sources = fileURLToPath(new URL("../../prisma/sql", import.meta.url));
const LEDGER_MOVE = "function ledger_move(text,integer,integer,timestamp without time zone)";

let database: ScratchDatabase;
let client: pg.Client;
/** A copy of prisma/sql for one test to edit. */
let copy: string;

beforeAll(async () => {
  database = await scratchDatabase();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await applyMigrations(client, migrations);
});
afterAll(async () => {
  await client?.end();
  await database?.drop();
});
beforeEach(async () => {
  copy = await mkdtemp(path.join(tmpdir(), "loyalty-sql-sources-"));
  await cp(sources, copy, { recursive: true });
});
afterEach(async () => {
  await rm(copy, { recursive: true, force: true });
});

async function edit(file: string, from: string, to: string) {
  const text = await readFile(path.join(copy, file), "utf8");
  expect(text, file).toContain(from);
  await writeFile(path.join(copy, file), text.replace(from, to));
}

async function add(file: string, text: string) {
  await mkdir(path.dirname(path.join(copy, file)), { recursive: true });
  await writeFile(path.join(copy, file), text);
}

it("finds prisma/sql as the repository holds it equal to what the migrations make", async () => {
  expect(explain(await compareSqlSources(client, sources))).toBe("");
});

it("names a function whose source was edited without a migration, with the changed lines and where", async () => {
  await edit("ledger/ledger_move.sql", "'points balance would become negative'", "'points balance would go below zero'");
  const found = await compareSqlSources(client, copy);
  expect(found).toEqual([{ object: LEDGER_MOVE, problem: "differs", file: "ledger/ledger_move.sql", diff: expect.any(String) }]);
  expect(found[0]!.diff).toMatch(/^@@ prisma\/sql\/ledger\/ledger_move\.sql:\d+\n- .*would become negative.*\n\+ .*would go below zero/);
});

it("names a trigger whose definition changed in its source", async () => {
  await edit("ledger/ledger_amounts_valid.sql", "coupon_valid BEFORE INSERT OR UPDATE", "coupon_valid BEFORE INSERT");
  expect(await compareSqlSources(client, copy)).toEqual([
    {
      object: 'trigger coupon_valid ON "Coupon"',
      problem: "differs",
      file: "ledger/ledger_amounts_valid.sql",
      diff: expect.stringContaining("BEFORE INSERT ON"),
    },
  ]);
});

it("names what the migrations make and no source defines: a removed file's function and its triggers", async () => {
  await unlink(path.join(copy, "ledger/ledger_count.sql"));
  const found = await compareSqlSources(client, copy);
  expect(found.map((d) => `${d.problem} ${d.object}`).sort()).toEqual([
    "only-in-migrations function ledger_count()",
    'only-in-migrations trigger coupon_ledger_count ON "Coupon"',
    'only-in-migrations trigger stamp_coupon_ledger_count ON "StampCoupon"',
    'only-in-migrations trigger stamp_transaction_ledger_count ON "StampTransaction"',
    'only-in-migrations trigger transaction_ledger_count ON "Transaction"',
  ]);
});

it("names what a source defines and no migration makes", async () => {
  await add(
    "ledger/customer_count.sql",
    'CREATE OR REPLACE FUNCTION customer_count() RETURNS bigint LANGUAGE sql STABLE AS $$ SELECT count(*) FROM "Customer" $$;\n',
  );
  expect(await compareSqlSources(client, copy)).toEqual([
    { object: "function customer_count()", problem: "only-in-sources", file: "ledger/customer_count.sql" },
  ]);
});

it("refuses a source that cannot run twice, as a migration runs a changed file over what it made", async () => {
  await edit("webhooks/webhook_customer_created.sql", "CREATE OR REPLACE TRIGGER customer_webhook", "CREATE TRIGGER customer_webhook");
  await expect(compareSqlSources(client, copy)).rejects.toThrow(/webhook_customer_created\.sql \(run a second time.*already exists/);
});

it("writes, for sources edited with a schema change, a migration that makes the migrations agree with them", async () => {
  const schemaSql = '-- AlterTable\nALTER TABLE "Customer" ADD COLUMN "nickname" TEXT;';
  await edit("ledger/ledger_move.sql", "'points balance would become negative'", "'points balance would go below zero'");
  // A SQL function is checked when it is made: the column must exist by then.
  await add(
    "ledger/customer_nickname.sql",
    'CREATE OR REPLACE FUNCTION customer_nickname(customer text) RETURNS text LANGUAGE sql STABLE AS $$ SELECT "nickname" FROM "Customer" WHERE id = customer $$;\n',
  );
  // An argument renamed: CREATE OR REPLACE cannot do it, the old function is dropped first.
  await edit("webhooks/webhook_customer.sql", "webhook_customer(customer_id text)", "webhook_customer(customer text)");
  await edit("webhooks/webhook_customer.sql", "c.id = customer_id", "c.id = customer");
  await unlink(path.join(copy, "analytics/athens_day_start.sql"));

  const migration = await newMigrationSql(client, copy, schemaSql);
  const at = (text: string) => {
    expect(migration).toContain(text);
    return migration.indexOf(text);
  };
  expect(at(schemaSql)).toBeLessThan(at("-- prisma/sql/ledger/customer_nickname.sql"));
  expect(at("-- prisma/sql/ledger/customer_nickname.sql")).toBeLessThan(at("-- prisma/sql/ledger/ledger_move.sql"));
  expect(at("DROP FUNCTION webhook_customer(text);")).toBeLessThan(at("CREATE OR REPLACE FUNCTION webhook_customer(customer text)"));
  expect(at("DROP FUNCTION athens_day_start(date);")).toBeGreaterThan(at("-- prisma/sql/webhooks/webhook_customer.sql"));
  // Only the files that changed.
  expect(migration.match(/^-- prisma\/sql\//gm)).toHaveLength(3);

  expect(explain(await compareSqlSources(client, copy, schemaSql))).not.toBe("");
  expect(explain(await compareSqlSources(client, copy, migration))).toBe("");
});

it("writes no migration when neither the schema nor prisma/sql changed", async () => {
  expect(await newMigrationSql(client, sources, "")).toBe("");
});
