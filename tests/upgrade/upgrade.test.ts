// Upgrading keeps a shop's data: the database of an earlier release (tests/upgrade/fixtures, made by
// scripts/release-fixture.sh from that release's own migrations, demo data and counter activity) is
// loaded as it was, today's migrations are applied to it by the same migrate() the server runs at start,
// and every balance, ledger row, coupon and setting must come out as it went in. New columns and tables
// are free to appear; a value that changes, a row or a column that disappears, is a failed upgrade.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { brotliDecompressSync } from "node:zlib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, createPool, type Db } from "../../server/src/db/client.js";
import { migrate } from "../../server/src/db/migrate.js";
import { recordPurchase } from "../../server/src/ledger/purchases.js";
import { scratchDatabase, type ScratchDatabase } from "../helpers/database.js";
import { customersOffLedger } from "../helpers/ledger.js";

const fixtures = new URL("./fixtures/", import.meta.url);
const migrations = new URL("../../prisma/migrations/", import.meta.url);

/** What a shop owns, by subject; each row of each table must survive the upgrade unchanged. */
const KEPT = {
  balances: ["Customer"],
  ledgers: ["Transaction", "StampTransaction", "Gifted", "StampGifted", "TagOnTransaction", "TagOnStampTransaction"],
  coupons: ["Coupon", "StampCoupon"],
  settings: ["Company", "Settings", "Reward", "StampReward", "Store", "Location", "TransactionTag", "CompanyTag", "CustomOption", "CustomerField"],
  staff: ["User", "Account", "Employee", "StaffInvitation"],
};
const KEPT_TABLES = Object.values(KEPT).flat();

/** A table's rows by primary key, each as its columns' values (JSON). */
type Rows = Map<string, Record<string, unknown>>;
type Migration = { name: string; checksum: string; finished: boolean };

/** Today's migrations (folder name → sha256 of migration.sql, which Prisma records as the checksum). */
const todaysMigrations = new Map(
  readdirSync(migrations, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => [
      entry.name,
      createHash("sha256")
        .update(readFileSync(new URL(`${entry.name}/migration.sql`, migrations)))
        .digest("hex"),
    ]),
);

const releases = readdirSync(fixtures).filter((file) => file.endsWith(".sql.br"));

it("has the database of the previous release to upgrade", () => {
  expect(releases.length).toBeGreaterThan(0);
});

describe.each(releases)("upgrading the database of release %s", (fixture) => {
  let database: ScratchDatabase;
  let client: pg.Client;
  let before: Map<string, Rows>;
  let migrationsBefore: Migration[];

  beforeAll(async () => {
    database = await scratchDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    // pg_dump's plain SQL as one simple-protocol script; it empties search_path and sets other session
    // settings, which on the embedded database every connection shares: RESET ALL puts them back.
    await client.query(brotliDecompressSync(readFileSync(new URL(fixture, fixtures))).toString("utf8"));
    await client.query("RESET ALL");
    migrationsBefore = await appliedMigrations(client);
    before = await keptRows(client);
    await migrate(database.url);
  });

  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it("holds a shop's data before the upgrade: balances, ledgers, coupons, settings and staff", () => {
    for (const table of [...KEPT.balances, ...KEPT.ledgers, ...KEPT.coupons, "Company", "Reward", "StampReward", "Store", "Employee"]) {
      expect(before.get(table)?.size, table).toBeGreaterThan(0);
    }
  });

  it("applies every migration of today's tree, and finds the release's migrations unedited", async () => {
    for (const { name, checksum } of migrationsBefore) {
      expect({ name, checksum }, "a released migration was edited or removed").toEqual({ name, checksum: todaysMigrations.get(name) });
    }
    const applied = await appliedMigrations(client);
    expect(
      applied
        .filter((migration) => migration.finished)
        .map((migration) => migration.name)
        .sort(),
    ).toEqual([...todaysMigrations.keys()].sort());
    expect(applied.filter((migration) => !migration.finished)).toEqual([]);
  });

  it("keeps every balance, ledger row, coupon, setting and staff member as it was", async () => {
    const after = await keptRows(client);
    const changes: unknown[] = [];
    for (const [table, rows] of before) {
      const now = after.get(table);
      if (!now) {
        changes.push({ table, change: "table gone" });
        continue;
      }
      for (const key of now.keys()) if (!rows.has(key)) changes.push({ table, key, change: "row added" });
      for (const [key, row] of rows) {
        const kept = now.get(key);
        if (!kept) {
          changes.push({ table, key, change: "row gone" });
          continue;
        }
        for (const [column, value] of Object.entries(row)) {
          if (!(column in kept)) changes.push({ table, key, column, change: "column gone" });
          else if (JSON.stringify(kept[column]) !== JSON.stringify(value)) changes.push({ table, key, column, before: value, after: kept[column] });
        }
      }
    }
    expect(changes.slice(0, 20), `${changes.length} changes`).toEqual([]);
  });

  it("keeps every balance equal to its ledger, also once today's counter has added a purchase", async () => {
    const pool = createPool(database.url, 2);
    const db: Db = createDb(pool);
    try {
      expect(await customersOffLedger(db)).toEqual([]);
      const shop = await db.company.findUniqueOrThrow({ where: { slug: "kafe-athina" }, include: { stores: true } });
      const customer = await db.customer.findFirstOrThrow({ where: { companyId: shop.id }, orderBy: { points: "desc" } });
      const sale = await recordPurchase({ db, pool }, shop, {
        phone: customer.phone,
        amount: 1500,
        tagIds: [],
        storeId: shop.stores[0]?.id,
        idempotencyKey: `upgrade-${fixture}`,
      });
      expect(sale.customer.points).toBe(customer.points + sale.transaction.points);
      expect(await customersOffLedger(db)).toEqual([]);
    } finally {
      await db.$disconnect();
      await pool.end();
    }
  });
});

async function appliedMigrations(client: pg.Client): Promise<Migration[]> {
  const { rows } = await client.query<Migration>(
    `SELECT migration_name AS name, checksum, finished_at IS NOT NULL AND rolled_back_at IS NULL AS finished
       FROM public._prisma_migrations ORDER BY migration_name`,
  );
  return rows;
}

/** Every row of the kept tables that exist, keyed by primary key. */
async function keptRows(client: pg.Client): Promise<Map<string, Rows>> {
  const tables = new Map<string, Rows>();
  for (const table of KEPT_TABLES) {
    const { rows: exists } = await client.query("SELECT to_regclass($1) IS NOT NULL AS found", [`public."${table}"`]);
    if (!exists[0].found) continue;
    const { rows: keyColumns } = await client.query<{ name: string }>(
      `SELECT a.attname::text AS name FROM pg_index i
         JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
        WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY a.attname`,
      [`public."${table}"`],
    );
    const { rows } = await client.query<{ row: Record<string, unknown> }>(`SELECT to_jsonb(t) AS row FROM public."${table}" t`);
    tables.set(table, new Map(rows.map(({ row }) => [keyColumns.map(({ name }) => String(row[name])).join("|"), row])));
  }
  return tables;
}
