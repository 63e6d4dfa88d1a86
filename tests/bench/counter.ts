// `npm run bench`: the counter's speed on 1,000,000 purchases and 50,000 customers in a fresh
// PostgreSQL database, over HTTP against the real server (its own process), with autocannon as the
// load generator; beside each figure the floor: the same SQL through pg, no HTTP, no Prisma.
//   BENCH_DATABASE_URL   server to create the database on (default: TEST_DATABASE_URL or local postgres)
//   BENCH_SECONDS        seconds per HTTP scenario (default 20)
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import pg from "pg";
import { migrate } from "../../server/src/db/migrate.js";
import { createDb } from "../../server/src/db/client.js";
import { seed } from "../../prisma/seed/seed.js";
import { ApiClient, demo } from "../helpers/client.js";
import { BENCH, loadBenchData } from "./load.js";
import { figures, printRow, type Figures } from "./stats.js";

const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const log = (line: string) => console.log(`# ${line}`);

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(sql);
  await client.end();
}

async function startServerProcess(databaseUrl: string, port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/index.ts"], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", NODE_ENV: "production", AUTH_SECRET: "bench-secret-bench-secret-bench-secret-00" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if ((await fetch(`${url}/api/health`).catch(() => null))?.ok) return { url, stop: () => child.kill("SIGTERM") };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error("server did not start");
}

type Scenario = { rate: number; method?: "GET" | "POST"; path: () => string; body?: () => string };

/** Fixed-rate load; latencies are recorded per response (autocannon's own histogram has no p95). */
async function http(url: string, cookie: string, scenario: Scenario): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  // Without a callback autocannon returns its instance, an event emitter that is also a promise.
  const instance = autocannon({
    url,
    connections: Math.max(10, Math.ceil(scenario.rate / 10)),
    overallRate: scenario.rate,
    duration: seconds,
    headers: { cookie, "content-type": "application/json" },
    requests: [
      {
        method: scenario.method ?? "GET",
        setupRequest: (request) => ({ ...request, path: scenario.path(), body: scenario.body?.() }),
      },
    ],
  }) as unknown as Promise<autocannon.Result> & {
    on(event: "response", listener: (client: unknown, status: number, bytes: number, time: number) => void): void;
  };
  instance.on("response", (_client, status, _bytes, time) => {
    if (status >= 400) errors++;
    else latencies.push(time);
  });
  await instance;
  return figures(latencies, seconds, errors);
}

/** The same work as plain SQL through one pg connection, timed sequentially. */
async function floor(databaseUrl: string, runs: number, work: (client: pg.Client, i: number) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const latencies: number[] = [];
  const started = Date.now();
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await work(client, i);
    latencies.push(performance.now() - t);
  }
  await client.end();
  return figures(latencies, (Date.now() - started) / 1000);
}

const input = (value: unknown) => `input=${encodeURIComponent(JSON.stringify(value))}`;
const randomPhone = () => `+3069${String(80000000 + Math.floor(Math.random() * 9999999)).padStart(8, "0")}`;
const knownPhone = () => `+3069${String(70000001 + Math.floor(Math.random() * BENCH.customers))}`;

async function main() {
  const name = `bench_${Date.now()}`;
  await admin(`CREATE DATABASE "${name}"`);
  const databaseUrl = Object.assign(new URL(base), { pathname: `/${name}` }).toString();
  let server: { url: string; stop(): void } | undefined;
  try {
    log(`database ${name}`);
    await migrate(databaseUrl);
    const db = createDb(databaseUrl, 2);
    await seed(db);
    await db.$disconnect();
    const companyId = await loadBenchData(databaseUrl, log);
    server = await startServerProcess(databaseUrl, 3900 + Math.floor(Math.random() * 90));
    const client = new ApiClient(server.url);
    const signedIn = await client.signIn(demo.owner.email, demo.owner.password);
    if (signedIn.url.includes("error")) throw new Error(`sign-in failed: ${signedIn.url}`);
    const cookie = client.jar.header();

    // A cursor about 900,000 rows deep (the list is newest first).
    const pool = new pg.Client({ connectionString: databaseUrl });
    await pool.connect();
    const deep = (await pool.query(`SELECT "createdAt", id FROM "Transaction" WHERE id = 'bt100000'`)).rows[0];
    await pool.end();
    const { encodeCursor } = await import("../../server/src/ledger/history.js");
    const deepCursor = encodeCursor({ createdAt: deep.createdAt, id: deep.id });
    let coupon = 0;
    const nextCode = () => `PBENCH${String(++coupon).padStart(6, "0")}`;

    console.log(`\ncounter benchmark: ${BENCH.purchases.toLocaleString("en")} purchases, ${BENCH.customers.toLocaleString("en")} customers, ${seconds} s per scenario\n`);
    const add = await http(server.url, cookie, {
      rate: 200,
      method: "POST",
      path: () => "/api/trpc/transaction.add",
      body: () => JSON.stringify({ phone: Math.random() < 0.8 ? knownPhone() : randomPhone(), amount: String(150 + Math.floor(Math.random() * 3000)), idempotencyKey: randomUUID() }),
    });
    const addFloor = await floor(databaseUrl, 1000, async (c, i) => {
      await c.query("BEGIN");
      await c.query(`INSERT INTO "Customer" (id, phone, "companyId", "updatedAt") VALUES ($1, $2, $3, now()) ON CONFLICT DO NOTHING`, [`fc${i}`, knownPhone(), companyId]);
      const { rows } = await c.query(`SELECT id FROM "Customer" WHERE "companyId" = $1 AND phone = $2 FOR UPDATE`, [companyId, knownPhone()]);
      await c.query(
        `INSERT INTO "Transaction" (id, amount, "pointsMult", points, "companyId", "customerId", "idempotencyKey", "updatedAt") VALUES ($1, 1250, 1, 12, $2, $3, $4, now())`,
        [`ft${i}`, companyId, rows[0]?.id ?? "bc1", randomUUID()],
      );
      await c.query("COMMIT");
    });
    printRow("transaction.add @200/s", add, addFloor, "p95 < 25 ms");

    const redeem = await http(server.url, cookie, { rate: 100, method: "POST", path: () => "/api/trpc/coupon.redeem", body: () => JSON.stringify({ code: nextCode() }) });
    const redeemFloor = await floor(databaseUrl, 1000, (c) =>
      c.query(`UPDATE "Coupon" x SET "usedAt" = now() FROM "Customer" c WHERE x.code = $1 AND x."usedAt" IS NULL AND c.id = x."customerId" AND c."companyId" = $2 RETURNING x.code`, [nextCode(), companyId]),
    );
    printRow("coupon.redeem @100/s", redeem, redeemFloor, "-");

    const pageSql = `SELECT t.id, t.amount, t."createdAt", c.phone FROM "Transaction" t JOIN "Customer" c ON c.id = t."customerId"
      WHERE t."companyId" = $1 AND ($2::timestamp IS NULL OR (t."createdAt", t.id) < ($2, $3)) ORDER BY t."createdAt" DESC, t.id DESC LIMIT 26`;
    const countSql = `SELECT sum(count) FROM "LedgerCount" WHERE "companyId" = $1 AND kind = 'transactions'`;
    const first = await http(server.url, cookie, { rate: 50, path: () => `/api/trpc/transaction.get?${input({})}` });
    const firstFloor = await floor(databaseUrl, 500, async (c) => {
      await c.query(pageSql, [companyId, null, null]);
      await c.query(countSql, [companyId]);
    });
    printRow("history first page @50/s", first, firstFloor, "p95 < 20 ms");

    const deepPage = await http(server.url, cookie, { rate: 50, path: () => `/api/trpc/transaction.get?${input({ cursor: deepCursor })}` });
    const deepFloor = await floor(databaseUrl, 500, async (c) => {
      await c.query(pageSql, [companyId, deep.createdAt, deep.id]);
      await c.query(countSql, [companyId]);
    });
    printRow("history page 900k deep @50/s", deepPage, deepFloor, "p95 < 20 ms");

    const search = await http(server.url, cookie, { rate: 50, path: () => `/api/trpc/transaction.get?${input({ text: knownPhone().slice(-8) })}` });
    printRow("history phone search @50/s", search, null, "p95 < 20 ms");
  } finally {
    server?.stop();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
