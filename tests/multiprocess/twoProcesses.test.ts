// Two server processes on one PostgreSQL database, as behind a load balancer, with a mixed load spread
// over both: a session made on one works on the other; the sign-in throttle, the contact-form limit
// and a shop's upload quota hold across both; the daily job and a campaign's sends happen once; no purchase is lost or doubled,
// also when one process is stopped with SIGTERM in the middle of the load and started again (a rolling
// restart): every acknowledged write is in the database, and retries with the same Idempotency-Key
// (as a point of sale does when a request fails) never write twice.
//
// Needs PostgreSQL (TEST_DATABASE_URL): the embedded database serves one process by design.
import { randomUUID } from "node:crypto";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "../../server/src/api/apiKeys.js";
import { ledgerKeyFor } from "../../server/src/api/idempotency.js";
import { THROTTLE } from "../../server/src/auth/throttle.js";
import { dailyAutomationJob, DAILY_AUTOMATION_JOB } from "../../server/src/automation/dailyJob.js";
import { SEND_CAMPAIGN_JOB } from "../../server/src/campaigns/sendJob.js";
import { createDb, type Db } from "../../server/src/db/client.js";
import { migrate } from "../../server/src/db/migrate.js";
import { CONTACT_LIMIT } from "../../server/src/routes/contact.js";
import { athensDayOf } from "../../server/src/shared/analytics.js";
import { ApiClient } from "../helpers/client.js";
import { scratchDatabase, type ScratchDatabase } from "../helpers/database.js";
import { type ServerProcess, startTwoProcesses } from "./processes.js";
import { addSubmission } from "../helpers/campaigns.js";
import { audienceCustomer } from "../helpers/customers.js";
import { createShop } from "../helpers/shop.js";
import { newPhone } from "../helpers/unique.js";
import { eventually } from "../helpers/wait.js";

const JOBS_SCHEMA = "pgboss";
const UPLOAD_FILES = 3;

let database: ScratchDatabase;
let db: Db;
let a: ServerProcess;
let b: ServerProcess;
let shop: Awaited<ReturnType<typeof createShop>>;
let apiKey: string;
let birthdayCustomer: { id: string; email: string | null };

describe.runIf(process.env.TEST_DATABASE_URL)("two server processes on one database", () => {
  beforeAll(async () => {
    database = await scratchDatabase("postgresql");
    await migrate(database.url);
    db = createDb(database.url, 4);
    shop = await createShop(db, { birthdayGift: 7, birthdayNotification: "Χρόνια πολλά! Σας χαρίζουμε 7 πόντους.", initiationGift: 0 });
    apiKey = (await createApiKey(db, shop.company.id, shop.company.userId, { name: "Ταμείο", scopes: ["counter", "read"] })).key;

    // Today's birthday, and the daily job queued twice before the processes start (as if both
    // processes' schedules fired): each process's worker looks for it as it starts.
    const [, month, day] = athensDayOf(new Date()).split("-");
    const customer = await audienceCustomer(db, shop.company.id);
    birthdayCustomer = await db.customer.update({ where: { id: customer.id }, data: { birthday: new Date(`1990-${month}-${day}T00:00:00Z`) } });
    const boss = new PgBoss({ connectionString: database.url, schema: JOBS_SCHEMA, supervise: false, schedule: false });
    await boss.start();
    await boss.createQueue(DAILY_AUTOMATION_JOB, { name: DAILY_AUTOMATION_JOB, ...dailyAutomationJob.queue });
    await boss.send(DAILY_AUTOMATION_JOB, {});
    await boss.send(DAILY_AUTOMATION_JOB, {});
    await boss.stop({ graceful: false, close: true });

    const env = {
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: "5",
      AUTH_SECRET: "multi-process-secret-multi-process-secret",
      LOG_LEVEL: "warn",
      DAILY_AUTOMATION: "true",
      JOBS_SCHEMA,
      CAMPAIGN_RATE_SMS: "50",
      UPLOAD_DAILY_FILES: String(UPLOAD_FILES),
    };
    [a, b] = await startTwoProcesses(env);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.$disconnect();
    await database?.drop();
  });

  // These use both processes at once; the load below restarts one, so it runs after them.
  describe.concurrent("both processes up", () => {
    it("shares sessions: signed in on one process, signed in on the other; signed out on it, out on both", async () => {
      const client = await shop.signIn(a.url);
      const onB = new ApiClient(b.url);
      for (const [name, value] of client.jar
        .header()
        .split("; ")
        .map((pair) => pair.split(/=(.*)/s)))
        onB.jar.set(name, value);
      expect((await onB.trpc.company.get.query()).id).toBe(shop.company.id);
      await onB.signOut();
      const onA = new ApiClient(a.url);
      for (const [name, value] of client.jar
        .header()
        .split("; ")
        .map((pair) => pair.split(/=(.*)/s)))
        onA.jar.set(name, value);
      await expect(onA.trpc.company.get.query()).rejects.toMatchObject({ data: { code: "UNAUTHORIZED" } });
    });

    it("holds the sign-in throttle and the contact-form limit across both processes", async () => {
      const email = `nobody-${randomUUID()}@example.com`;
      const tries = [];
      for (let i = 0; i < THROTTLE.maxAccountAddressFailures; i++) tries.push(await new ApiClient(i % 2 ? b.url : a.url).signIn(email, "wrong-password"));
      expect(tries.every((attempt) => attempt.status === 200 && attempt.url.includes("error="))).toBe(true);
      for (const target of [a, b]) expect((await new ApiClient(target.url).signIn(email, "wrong-password")).status).toBe(429);

      const post = (target: ServerProcess, i: number) =>
        fetch(`${target.url}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ name: "Ελένη Δοκιμή", email: "eleni@example.com", message: `Μήνυμα δοκιμής αριθμός ${i}.` }),
        }).then((response) => response.status);
      const statuses = [];
      for (let i = 0; i <= CONTACT_LIMIT.maxMessages; i++) statuses.push(await post(i % 2 ? b : a, i));
      expect(statuses).toEqual([...Array(CONTACT_LIMIT.maxMessages).fill(200), 429]);
      expect(await post(a, 99)).toBe(429);
    });

    it("holds a shop's upload quota across both processes, also for parallel requests", async () => {
      const other = await createShop(db);
      const [onA, onB] = await Promise.all([other.signIn(a.url), other.signIn(b.url)]);
      const presign = (client: ApiClient, i: number) =>
        client
          .fetch("/api/upload", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ file_key: `u/${Date.now()}-${i}.png`, type: "image/png", size: 1000 }),
          })
          .then((response) => response.status);
      const statuses = await Promise.all(Array.from({ length: 10 }, (_, i) => presign(i % 2 ? onB : onA, i)));
      expect(statuses.sort()).toEqual([...Array(UPLOAD_FILES).fill(200), ...Array(10 - UPLOAD_FILES).fill(429)]);
    });

    it("runs the daily job and a campaign's sends once", async () => {
      // The daily job: queued twice, run by whichever process took it; one gift and one mail.
      await eventually(async () => ((await db.gifted.count({ where: { customerId: birthdayCustomer.id } })) > 0 ? true : undefined), 30_000);
      const finished = await eventually(async () => {
        const run = await db.scheduleRun.findFirst({ where: { companyId: shop.company.id, name: "birthday" } });
        return (run?.metadata as { finishedAt?: string } | null)?.finishedAt ? run : undefined;
      }, 30_000);
      expect(finished).toBeTruthy();
      expect(await db.gifted.count({ where: { customerId: birthdayCustomer.id } })).toBe(1);
      expect(await db.outboxMessage.count({ where: { to: birthdayCustomer.email! } })).toBe(1);

      // A campaign launched on A, its send job queued a second time (a retry landing on B): each
      // recipient gets one SMS.
      const owner = await shop.signIn(b.url);
      const recipients = await Promise.all(Array.from({ length: 6 }, () => audienceCustomer(db, shop.company.id)));
      const submission = await addSubmission(db, shop.company.id, "SMS");
      const launched = await owner.trpc.campaign.launch.mutate({ id: submission.id, audience: { kind: "all" } });
      const boss = new PgBoss({ connectionString: database.url, schema: JOBS_SCHEMA, supervise: false, schedule: false });
      await boss.start();
      await boss.send(SEND_CAMPAIGN_JOB, { campaignId: launched.campaignId });
      await boss.stop({ graceful: false, close: true });
      const unfinished = { campaignId: launched.campaignId, status: { in: ["pending", "sending"] as Array<"pending" | "sending"> } };
      await eventually(async () => ((await db.campaignDelivery.count({ where: unfinished })) === 0 ? true : undefined), 30_000);
      for (const customer of [...recipients, birthdayCustomer as { id: string; phone?: string }]) {
        const phone = (await db.customer.findUniqueOrThrow({ where: { id: customer.id } })).phone;
        expect(await db.outboxMessage.count({ where: { subject: `[SMS] ${phone}` } })).toBe(1);
      }
    });
  });

  it("loses and doubles no purchase under load spread over both, with a rolling restart of one", async () => {
    type Sale = { key: string; phone: string; amount: number };
    type Ack = Sale & { id: string; points: number; via: string };
    const phones = Array.from({ length: 12 }, () => newPhone());
    const sales: Sale[] = Array.from({ length: 160 }, (_, i) => ({ key: randomUUID(), phone: phones[i % phones.length], amount: 100 + ((i * 37) % 2000) }));
    const acks: Ack[] = [];
    let retries = 0;

    /** A point of sale: one sale to either process; on a network error or a 5xx, the same sale (same key) to the other. */
    async function sell(sale: Sale, first: number): Promise<void> {
      const targets = [a, b];
      for (let attempt = 0; attempt < 50; attempt++) {
        const target = targets[(first + attempt) % 2];
        try {
          const response = await fetch(`${target.url}/api/v1/purchases`, {
            method: "POST",
            headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json", "idempotency-key": sale.key },
            body: JSON.stringify({ phone: sale.phone, amount: String(sale.amount), confirmNewCustomer: true }),
          });
          if (response.status === 201) {
            const body = (await response.json()) as { transaction: { id: string; points: number } };
            acks.push({ ...sale, id: body.transaction.id, points: body.transaction.points, via: target.name });
            return;
          }
          if (response.status < 500) throw new Error(`sale refused: ${response.status} ${await response.text()}`);
        } catch (error) {
          if (error instanceof Error && error.message.startsWith("sale refused")) throw error;
        }
        retries++;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`sale ${sale.key} never acknowledged`);
    }

    async function load(batch: Sale[], workers = 8) {
      let next = 0;
      await Promise.all(
        Array.from({ length: workers }, async (_, worker) => {
          while (next < batch.length) {
            const index = next++;
            await sell(batch[index], worker + index);
          }
        }),
      );
    }

    // The rolling restart: B gets SIGTERM once 40 sales are acknowledged, while the load goes on, and
    // comes back; the second half of the load is spread over both again.
    let exitCode: number | null = -1;
    const restart = (async () => {
      await eventually(async () => (acks.length >= 40 ? true : undefined), 30_000);
      exitCode = await b.stop("SIGTERM");
      await b.start();
    })();
    await load(sales.slice(0, 100));
    await restart;
    await load(sales.slice(100));

    expect(exitCode).toBe(0);
    expect(acks).toHaveLength(sales.length);
    expect(new Set(acks.map((ack) => ack.via))).toEqual(new Set(["A", "B"]));
    const stored = await db.transaction.findMany({
      where: { companyId: shop.company.id },
      select: { id: true, idempotencyKey: true, amount: true, points: true, customerId: true },
    });
    // No purchase doubled: one row per sale; no acknowledged purchase lost: each acknowledged id is there, as sold.
    expect(stored).toHaveLength(sales.length);
    const byId = new Map(stored.map((row) => [row.id, row]));
    for (const ack of acks) {
      expect(byId.get(ack.id)).toMatchObject({ idempotencyKey: ledgerKeyFor(ack.key), amount: ack.amount, points: ack.points });
    }
    // Balances equal the ledger.
    const customers = await db.customer.findMany({ where: { companyId: shop.company.id, phone: { in: phones } } });
    for (const customer of customers) {
      const earned = stored.filter((row) => row.customerId === customer.id).reduce((sum, row) => sum + row.points, 0);
      expect(customer.points).toBe(earned);
    }
    console.info(`two-process load: ${sales.length} sales, ${retries} retried after a failed request, B exited ${exitCode}`);
  });
});
