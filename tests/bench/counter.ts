// `npm run bench`: the counter's speed on 1,000,000 purchases and 50,000 customers in a fresh
// PostgreSQL database, over HTTP against the real server (its own process), with loadtest as the
// load generator (a steady arrival rate); beside each figure the floor: the same SQL through pg, no HTTP, no Prisma.
//   BENCH_DATABASE_URL   server to create the database on (default: TEST_DATABASE_URL or local postgres)
//   BENCH_SECONDS        seconds measured per HTTP scenario (default 20)
//   BENCH_WARMUP_SECONDS seconds of the same load before each measurement, not recorded (default 5)
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import * as loadtest from "loadtest";
import pg from "pg";
import { migrate } from "../../server/src/db/migrate.js";
import { createDb } from "../../server/src/db/client.js";
import { seed } from "../../prisma/seed/seed.js";
import { ApiClient, demo } from "../helpers/client.js";
import { BENCH, loadBenchData } from "./load.js";
import { figures, printRow, type Figures } from "./stats.js";

const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
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

// loadtest 8 ships the types of its older callback API only.
const loadTest = loadtest.loadTest as unknown as (options: object) => Promise<unknown>;

type Scenario = { rate: number; method?: "GET" | "POST"; path: () => string; body?: () => string };

/**
 * Open-loop load at a steady rate: loadtest starts one request every 1000/rate ms whether or not the
 * earlier ones have answered, over keep-alive connections as a browser would, so a slow answer shows as
 * latency instead of slowing the arrivals. (autocannon's rate mode sends each connection's quota for the
 * second in a burst at the start of every second: it measured how long 200 simultaneous requests take.)
 */
async function http(url: string, cookie: string, scenario: Scenario): Promise<Figures> {
  // Warm-up at the same rate, not recorded: the JIT, the connection pool and PostgreSQL's caches settle.
  await run(url, cookie, scenario, warmup, () => {});
  const latencies: number[] = [];
  let errors = 0;
  await run(url, cookie, scenario, seconds, (error, result) => {
    if (error || !result?.statusCode || result.statusCode >= 400) {
      if (errors++ === 0) console.error(`# first error: ${String(error)} ${result?.statusCode ?? ""}`);
    } else latencies.push(result.requestElapsed ?? NaN);
  });
  return figures(latencies, seconds, errors);
}

type Outcome = { statusCode?: number; requestElapsed?: number } | undefined;

function run(url: string, cookie: string, scenario: Scenario, duration: number, record: (error: unknown, result: Outcome) => void) {
  const PATH = "/__PATH__";
  return loadTest({
    url: `${url}${PATH}`,
    // The placeholder is the whole path: each request gets its own query string (a random phone, say).
    indexParamLiteral: PATH,
    indexParamCallback: scenario.path,
    method: scenario.method ?? "GET",
    body: scenario.body,
    contentType: "application/json",
    cookies: [cookie],
    requestsPerSecond: scenario.rate,
    maxSeconds: duration,
    agentKeepAlive: true,
    quiet: true,
    statusCallback: record,
  });
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
    // The demo café has two stores: each purchase names one, as the counter does.
    const [store] = await client.trpc.company.getStores.query();

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
      body: () => JSON.stringify({ confirmNewCustomer: true, storeId: store.id, phone: Math.random() < 0.8 ? knownPhone() : randomPhone(), amount: String(150 + Math.floor(Math.random() * 3000)), idempotencyKey: randomUUID() }),
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
