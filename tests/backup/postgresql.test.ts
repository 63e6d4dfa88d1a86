// Backups on PostgreSQL (DATABASE_URL) are PostgreSQL's own: `npm run backup` and `npm run restore` say so,
// with the command to run, and exit 2 without touching anything; and the commands docs/operations.md
// gives (pg_dump --format=custom, pg_restore into an empty database) bring back every row and balance.
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createDb } from "../../server/src/db/client.js";
import { migrate } from "../../server/src/db/migrate.js";
import { scratchDatabase } from "../helpers/database.js";
import { customersOffLedger, purchase } from "../helpers/ledger.js";
import { createShop } from "../helpers/shop.js";
import { newPhone } from "../helpers/unique.js";
import { runCommand } from "./commands.js";

const run = promisify(execFile);

describe("backups on PostgreSQL", () => {
  it("npm run backup and npm run restore name pg_dump and pg_restore, and exit 2", async () => {
    const env = { DATABASE_URL: process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres", DATA_DIR: path.join(tmpdir(), "never-made") };
    const [backup, restore] = await Promise.all([runCommand("backup", [], env), runCommand("restore", ["loyalty.dump"], env)]);
    expect(backup.code).toBe(2);
    expect(backup.stderr).toContain('pg_dump --format=custom --file=loyalty-$(date +%F).dump "$DATABASE_URL"');
    expect(restore.code).toBe(2);
    expect(restore.stderr).toContain('pg_restore --no-owner --exit-on-error --dbname="$DATABASE_URL" loyalty.dump');
  });

  it.runIf(process.env.TEST_DATABASE_URL)("pg_dump and pg_restore as documented bring every row and balance back", async () => {
    const [source, target] = await Promise.all([scratchDatabase("postgresql"), scratchDatabase("postgresql")]);
    const folder = await mkdtemp(path.join(tmpdir(), "loyalty-pgdump-"));
    try {
      await migrate(source.url);
      const db = createDb(source.url, 2);
      const shop = await createShop(db);
      for (let i = 0; i < 5; i++) {
        const customer = await db.customer.create({ data: { companyId: shop.company.id, phone: newPhone() } });
        await purchase(db, shop.company.id, customer.id, new Date(), 1000 + i * 250);
      }
      const before = await db.transaction.findMany({ orderBy: { id: "asc" } });
      await db.$disconnect();

      const dump = path.join(folder, "loyalty.dump");
      await run("pg_dump", ["--format=custom", `--file=${dump}`, source.url]);
      await run("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${target.url}`, dump]);

      const restored = createDb(target.url, 2);
      try {
        expect(await restored.transaction.findMany({ orderBy: { id: "asc" } })).toEqual(before);
        expect(await customersOffLedger(restored)).toEqual([]);
        expect(await restored.customer.aggregate({ _sum: { points: true }, where: { companyId: shop.company.id } })).toEqual({
          _sum: { points: 10 + 12 + 15 + 17 + 20 },
        });
      } finally {
        await restored.$disconnect();
      }
    } finally {
      await Promise.all([source.drop(), target.drop(), rm(folder, { recursive: true, force: true })]);
    }
  });
});
