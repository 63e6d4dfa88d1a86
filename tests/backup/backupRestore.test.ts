// Backups of the embedded database: `npm run backup` while a server runs on the folder under a load of
// awards, `npm run restore` into a fresh folder, a server started on it: every award acknowledged before
// the backup began is there, none sent after it ended, and every balance equals its ledger. Restore
// refuses a folder a server uses and a folder with anything in it. The running server also makes the
// day's backup by itself, into BACKUP_DIR and the S3 bucket. Embedded only, so the test makes its own
// folder whichever database the run uses.
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inspectArchive } from "../../server/src/backup/archive.js";
import { restoreBackup } from "../../server/src/backup/restore.js";
import { backupDayOf, dailyFileName } from "../../server/src/backup/retention.js";
import { createDb } from "../../server/src/db/client.js";
import { startEmbeddedDatabase } from "../../server/src/db/embedded.js";
import { migrate } from "../../server/src/db/migrate.js";
import { parseEnv } from "../../server/src/env.js";
import { startServer, type RunningServer } from "../../server/src/server.js";
import { createS3Client } from "../../server/src/storage/s3.js";
import { customersOffLedger } from "../helpers/ledger.js";
import { createShop, type TestShop } from "../helpers/shop.js";
import { newPhone } from "../helpers/unique.js";
import { eventually } from "../helpers/wait.js";
import { freePort, ServerProcess } from "../multiprocess/processes.js";
import { runCommand } from "./commands.js";

const AUTH_SECRET = "backup-test-secret-backup-test-secret-0123";
const BUCKET = "loyalty-backups";

let base: string;
let dataDir: string;
let backupDir: string;
let s3: S3rver;
let s3Env: Record<string, string>;
let shop: TestShop;
let server: ServerProcess;
let restored: RunningServer | undefined;

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), "loyalty-backup-"));
  dataDir = path.join(base, "data");
  backupDir = path.join(base, "backups");
  s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: path.join(base, "s3"), configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await s3.run();
  s3Env = { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" };
  // The shop is made before the server starts: only the server's process may open the folder after.
  const database = await startEmbeddedDatabase(dataDir);
  await migrate(database.url);
  const db = createDb(database.url, 1);
  shop = await createShop(db);
  await db.$disconnect();
  await database.stop();
  server = await new ServerProcess("server", await freePort(), {
    DATA_DIR: dataDir,
    BACKUP_DIR: backupDir,
    BACKUP_S3_BUCKET: BUCKET,
    ...s3Env,
    SEED_DEMO: "false",
    DAILY_AUTOMATION: "false",
    AUTH_SECRET,
    LOG_LEVEL: "warn",
    // As the other tests' servers: on a test machine busy with other work, waiting longer than the half
    // second a shop's server allows for the database is no finding (the refusals are sent again anyway).
    DATABASE_WAIT_MS: "10000",
  }).start();
});

afterAll(async () => {
  await restored?.close();
  await server?.stop();
  await s3?.close();
  await rm(base, { recursive: true, force: true });
});

type Award = { key: string; phone: string; amount: string; sentAt: number; ackedAt?: number; id?: string; points?: number };

describe("backups of the embedded database", () => {
  it("restores a backup taken under a load of awards: every award acknowledged before it, balances equal to the ledger", async () => {
    const owner = await shop.signIn(server.url);
    const phones = Array.from({ length: 8 }, () => newPhone());
    const awards: Award[] = [];
    let stop = false;

    let busy = 0;
    /** A cashier: awards one after another; one the server answers 503 (busy) is sent again with the same key. */
    async function cashier(worker: number) {
      for (let i = 0; !stop; i++) {
        const award: Award = {
          key: randomUUID(),
          phone: phones[(worker + i) % phones.length],
          amount: String(100 + ((worker * 31 + i * 17) % 900)),
          sentAt: Date.now(),
        };
        awards.push(award);
        while (award.id === undefined) {
          try {
            const answer = await owner.trpc.transaction.add.mutate({
              phone: award.phone,
              amount: award.amount,
              idempotencyKey: award.key,
              confirmNewCustomer: true,
            });
            Object.assign(award, { ackedAt: Date.now(), id: answer.transaction.id, points: answer.transaction.points });
            await new Promise((resolve) => setTimeout(resolve, 10));
          } catch (error) {
            if ((error as { data?: { httpStatus?: number } }).data?.httpStatus !== 503) throw error;
            busy++;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
      }
    }

    const load = Promise.all(Array.from({ length: 3 }, (_, worker) => cashier(worker)));
    await eventually(async () => (awards.filter((award) => award.id).length >= 20 ? true : undefined), 30_000);
    const file = path.join(base, "manual.tar.gz");
    const began = Date.now();
    const backup = await runCommand("backup", ["--out", file], { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
    const ended = Date.now();
    // A few more awards after the backup, which it must not hold.
    await eventually(async () => (awards.some((award) => award.sentAt > ended && award.id) ? true : undefined), 30_000);
    stop = true;
    await load;

    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backup written to .*manual\.tar\.gz .*made by the server running on it/);
    const before = awards.filter((award) => award.ackedAt !== undefined && award.ackedAt < began);
    const after = awards.filter((award) => award.sentAt > ended);
    expect(before.length).toBeGreaterThanOrEqual(20);
    expect(after.length).toBeGreaterThan(0);

    // npm run restore's work (its command is run by the next test), into a fresh folder.
    const restoredDir = path.join(base, "restored");
    const { manifest } = await restoreBackup(file, restoredDir);
    const restoredAt = Date.now();
    expect(manifest.counts.shops).toBe(1);

    // Started as `npm run serve` starts (migrations, then the server), on the restored folder.
    restored = await startServer(
      parseEnv({
        DATA_DIR: restoredDir,
        PORT: "0",
        HOST: "127.0.0.1",
        SEED_DEMO: "false",
        BACKUP_DAILY: "false",
        DAILY_AUTOMATION: "false",
        AUTH_SECRET,
        LOG_LEVEL: "silent",
      }),
    );
    const stored = await restored.db.transaction.findMany({ where: { companyId: shop.company.id }, select: { id: true, points: true, amount: true } });
    const byId = new Map(stored.map((row) => [row.id, row]));
    for (const award of before) expect(byId.get(award.id!)).toMatchObject({ points: award.points });
    for (const award of after) expect(award.id === undefined || !byId.has(award.id)).toBe(true);
    expect(await customersOffLedger(restored.db)).toEqual([]);
    // The restored server works: the owner (a user of the backup) signs in on it.
    const again = await shop.signIn(restored.url);
    expect((await again.trpc.company.get.query()).id).toBe(shop.company.id);
    console.info(
      `backup under load: ${awards.length} awards (${busy} answers 503, sent again), ${before.length} acknowledged before the backup began, ${after.length} sent after it ended; ` +
        `backup ${ended - began} ms, restore ${restoredAt - ended} ms (with the awards after it), restored server ${Date.now() - restoredAt} ms`,
    );
  }, 120_000); // a server, two commands and a restored server, one after another: slow on a busy machine

  it("npm run restore: restores into an absent folder; refuses a folder a server is using, or one with anything in it, and leaves both as they were", async () => {
    const file = path.join(base, "manual.tar.gz");
    const occupied = path.join(base, "occupied");
    await mkdir(occupied);
    await writeFile(path.join(occupied, "notes.txt"), "keep me");
    const [restore, inUse, notEmpty] = await Promise.all([
      runCommand("restore", [file], { DATA_DIR: path.join(base, "restored-again") }),
      runCommand("restore", [file], { DATA_DIR: dataDir }),
      runCommand("restore", [file], { DATA_DIR: occupied }),
    ]);
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/^Restored the backup of .* into .*restored-again: 1 shops/);
    expect(inUse.code).toBe(1);
    expect(inUse.stderr).toMatch(/^Refusing to restore into .*data: a server is using it\./);
    expect(notEmpty.code).toBe(1);
    expect(notEmpty.stderr).toMatch(/^Refusing to restore into .*occupied: the folder is not empty \(notes\.txt\)/);
    expect(await readdir(occupied)).toEqual(["notes.txt"]);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it("makes the day's backup by itself, once, into BACKUP_DIR and the S3 bucket", async () => {
    const name = dailyFileName(backupDayOf(new Date()));
    await eventually(async () => (existsSync(path.join(backupDir, name)) ? true : undefined), 60_000);
    expect((await readdir(backupDir)).filter((file) => file.startsWith("daily-"))).toEqual([name]);
    expect((await inspectArchive(path.join(backupDir, name))).counts.shops).toBe(1);
    const client = createS3Client({ region: "us-east-1", endpoint: s3Env.S3_ENDPOINT, accessKeyId: "S3RVER", secretAccessKey: "S3RVER" });
    const keys = await eventually(async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return listed.Contents?.length ? listed.Contents.map((object) => object.Key) : undefined;
    }, 30_000);
    expect(keys).toEqual([`backups/${name}`]);
  });
});
