// The analytics screens' speed: a fresh PostgreSQL database with 200 shops of one domain and
// 10,000,000 purchases over the last 12 months, 1,000,000 of them in one shop, loaded with set-based
// SQL (triggers off), the roll-ups then built in one pass; each analytics procedure is then called
// over HTTP as the shop's owner, for the periods the screen offers, and timed (p50/p95/p99).
//   node --import tsx tests/bench/analytics.ts
//   BENCH_SCALE          fraction of the full size (default 1: 10,000,000 purchases; 0.1: 1,000,000)
//   BENCH_SHOPS          shops (default 200)
//   BENCH_REQUESTS       timed requests per procedure (default 60)
//   BENCH_DATABASE_URL   server to create the database on (default: TEST_DATABASE_URL or local postgres)
//   BENCH_KEEP=1         keep the database afterwards (its name is printed); BENCH_REUSE=<name> measures it again
import pg from "pg";
import { computeBenchmarks } from "../../server/src/analytics/benchmarks.js";
import { rebuildRollups } from "../../server/src/analytics/rebuild.js";
import { hashPassword } from "../../server/src/auth/password.js";
import { migrate } from "../../server/src/db/migrate.js";
import { parseEnv } from "../../server/src/env.js";
import { startServer } from "../../server/src/server.js";
import { addDays, athensDayOf, defaultInterval } from "../../server/src/shared/analytics.js";
import { defaultFlags } from "../../server/src/shared/flags.js";
import { ApiClient } from "../helpers/client.js";
import { figures, printRow } from "./stats.js";

const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const scale = Number(process.env.BENCH_SCALE ?? 1);
const shops = Number(process.env.BENCH_SHOPS ?? 200);
const requests = Number(process.env.BENCH_REQUESTS ?? 60);
const TOTAL = Math.round(10_000_000 * scale);
const BIG = Math.round(1_000_000 * scale);
/** Purchases per customer and year: 20, so the big shop has 50,000 customers at full size. */
const PURCHASES_PER_CUSTOMER = 20;
const OWNER = { email: "owner@bench-1.example.com", password: "bench-owner-password-2026" };
const log = (line: string) => console.log(`# ${line}`);

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(sql);
  await client.end();
}

async function timed(client: pg.Client, name: string, sql: string, params: unknown[] = []) {
  const started = Date.now();
  const result = await client.query(sql, params);
  log(`${name}: ${result.rowCount ?? 0} rows, ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Loads the shops and their ledger with the triggers off, then balances, history totals and roll-ups. */
async function load(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SET session_replication_role = replica");
    await client.query("SET synchronous_commit = off");
    const others = Math.floor((TOTAL - BIG) / (shops - 1));
    await client.query(
      `CREATE TEMPORARY TABLE bench_shops AS
      SELECT n, 'bench-' || n AS id, CASE WHEN n = 1 THEN $1::int ELSE $2::int END AS purchases,
             greatest(1, CASE WHEN n = 1 THEN $1::int ELSE $2::int END / ${PURCHASES_PER_CUSTOMER}) AS customers
        FROM generate_series(1, $3::int) n`,
      [BIG, others, shops],
    );
    const password = await hashPassword(OWNER.password);
    await client.query(`INSERT INTO "User" (id, email, name, "updatedAt") VALUES ('bench-owner', $1, 'Ιδιοκτήτης', now())`, [OWNER.email]);
    await client.query(
      `INSERT INTO "Account" (id, "userId", type, provider, "providerAccountId", password, "updatedAt")
      VALUES ('bench-account', 'bench-owner', 'credentials', 'credentials', 'bench-owner', $1, now())`,
      [password],
    );
    await timed(
      client,
      "shops",
      `INSERT INTO "Company" (id, "apiKey", slug, name, "userId", flags, domain, "pointsEnabled", "stampsEnabled", "updatedAt")
      SELECT id, id || '-key', id, 'Κατάστημα ' || n, 'bench-owner', $1::jsonb, 'bench', true, true, now() FROM bench_shops`,
      [JSON.stringify(defaultFlags())],
    );
    await client.query(
      `INSERT INTO "Employee" (id, "userId", "companyId", role, "updatedAt") VALUES ('bench-employee', 'bench-owner', 'bench-1', 'OWNER', now())`,
    );
    await client.query(`INSERT INTO "Store" (id, name, "companyId", "updatedAt")
      SELECT id || side, 'Υποκατάστημα ' || upper(side), id, now() FROM bench_shops, (VALUES ('a'), ('b')) AS sides(side)`);
    await client.query(`INSERT INTO "TransactionTag" (id, label, "updatedAt")
      SELECT id || '-tag-' || side, CASE side WHEN 'a' THEN 'Καφές' ELSE 'Γλυκό' END, now() FROM bench_shops, (VALUES ('a'), ('b')) AS sides(side)`);
    await client.query(
      `INSERT INTO "CompanyTag" ("companyId", "tagId") SELECT id, id || '-tag-' || side FROM bench_shops, (VALUES ('a'), ('b')) AS sides(side)`,
    );
    await client.query(`INSERT INTO "Reward" (id, "companyId", points, title, "updatedAt")
      SELECT id || '-reward-' || k, id, 1, 'Ανταμοιβή ' || k, now() FROM bench_shops, generate_series(1, 3) k`);
    await timed(
      client,
      "customers",
      `INSERT INTO "Customer" (id, phone, "companyId", "createdAt", "updatedAt")
      SELECT id || '-c' || c, '+3069' || lpad(c::text, 8, '0'), id, now() - interval '400 days', now()
        FROM bench_shops, generate_series(1, customers) c`,
    );
    // Each purchase goes to a random customer of its shop (so the days between visits vary), at a
    // random minute between 07:00 and 21:00, spread evenly over the last 365 days.
    await timed(
      client,
      "purchases",
      `INSERT INTO "Transaction" (id, amount, "pointsMult", points, "companyId", "customerId", "storeId", "createdAt", "updatedAt")
      SELECT s.id || '-t' || g, p.amount, 1, p.amount / 100, s.id, s.id || '-c' || (1 + abs(hashint4(g * 31 + s.n)) % s.customers),
             s.id || CASE WHEN g % 5 = 0 THEN 'b' ELSE 'a' END, p.at, p.at
        FROM bench_shops s, generate_series(1, s.purchases) g,
             LATERAL (SELECT 150 + abs(hashint4(g + s.n * 7919)) % 2500 AS amount,
                             least(now()::timestamp, date_trunc('day', now()::timestamp - interval '365 days' * ((s.purchases - g)::float8 / s.purchases))
                                   + interval '5 hours' + (abs(hashint4(g * 13 + s.n)) % 840) * interval '1 minute') AS at) p`,
    );
    await timed(
      client,
      "purchase tags",
      `INSERT INTO "TagOnTransaction" ("transactionId", "tagId", "createdAt")
      SELECT id, "companyId" || '-tag-' || CASE WHEN abs(hashtext(id)) % 8 = 0 THEN 'b' ELSE 'a' END, "createdAt"
        FROM "Transaction" WHERE abs(hashtext(id)) % 4 = 0`,
    );
    await timed(
      client,
      "stamp purchases",
      `INSERT INTO "StampTransaction" (id, amount, "companyId", "customerId", "storeId", "createdAt", "updatedAt")
      SELECT 's' || id, amount, "companyId", "customerId", "storeId", "createdAt", "createdAt" FROM "Transaction" WHERE abs(hashtext(id)) % 10 = 1`,
    );
    await timed(
      client,
      "welcome gifts",
      `INSERT INTO "Gifted" (id, points, message, "companyId", "customerId", "createdAt", "updatedAt")
      SELECT 'g' || "customerId", 50, 'Δώρο καλωσορίσματος', min("companyId"), "customerId", min("createdAt"), min("createdAt")
        FROM "Transaction" GROUP BY "customerId"`,
    );
    await timed(
      client,
      "coupons",
      `INSERT INTO "Coupon" (code, points, title, "customerId", "rewardId", "usedAt", "createdAt", "updatedAt")
      SELECT 'C' || id, 1, 'Ανταμοιβή', "customerId", "companyId" || '-reward-' || (1 + abs(hashtext(id)) % 3),
             CASE WHEN abs(hashtext(id)) % 5 <> 0 THEN "createdAt" + interval '1 day' END, "createdAt" + interval '1 minute', "createdAt"
        FROM "Transaction" WHERE abs(hashtext(id)) % 33 = 2`,
    );
    await timed(
      client,
      "balances",
      `UPDATE "Customer" c SET points = b.points, stamps = b.stamps, "lastVisitAt" = b.last FROM (
        SELECT "customerId", sum(points)::int AS points, sum(stamps)::int AS stamps, max(last) AS last FROM (
          SELECT "customerId", sum(points) AS points, 0 AS stamps, max("createdAt") AS last FROM "Transaction" GROUP BY 1
          UNION ALL SELECT "customerId", 0, count(*), max("createdAt") FROM "StampTransaction" GROUP BY 1
          UNION ALL SELECT "customerId", sum(points), 0, NULL FROM "Gifted" GROUP BY 1
          UNION ALL SELECT "customerId", -sum(points), 0, NULL FROM "Coupon" GROUP BY 1) AS moves GROUP BY 1) b
      WHERE c.id = b."customerId"`,
    );
    await timed(
      client,
      "history totals",
      `INSERT INTO "LedgerCount" ("companyId", kind, shard, count)
      SELECT "companyId", 'transactions', 0, count(*) FROM "Transaction" GROUP BY 1
      UNION ALL SELECT "companyId", 'stamps-transactions', 0, count(*) FROM "StampTransaction" GROUP BY 1`,
    );
    await client.query("BEGIN");
    const started = Date.now();
    await rebuildRollups(
      (sql, params) => client.query(sql, params),
      null,
      (line) => log(`roll-ups, ${line}`),
    );
    await client.query("COMMIT");
    log(`roll-ups built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await client.query("SET session_replication_role = origin");
    await timed(client, "vacuum analyze", "VACUUM ANALYZE");
  } finally {
    await client.end();
  }
}

type Call = { name: string; path: string; input: (period: { from: string; to: string; interval: string }) => unknown };

const PERIOD_CALLS: Call[] = ["shopOverview", "shopCustomers", "shopBusiest", "shopBreakdown", "shopRetention"].map((name) => ({
  name: `analytics.${name}`,
  path: `analytics.${name}`,
  input: (period) => period,
}));
const OTHER_CALLS: Call[] = [
  { name: "analytics.atRisk", path: "analytics.atRisk", input: () => ({}) },
  { name: "analytics.domain", path: "analytics.domain", input: () => undefined },
  // The home page's day so far beside last week's, read on every visit of the owner's home page.
  { name: "analytics.shopToday", path: "analytics.shopToday", input: () => undefined },
];

/** The periods the screen's presets give: today, 7 and 30 days, this month, 3 and 12 months, this year. */
function periods(today: string) {
  const ranges: [string, string][] = [
    [today, today],
    [addDays(today, -6), today],
    [addDays(today, -29), today],
    [`${today.slice(0, 7)}-01`, today],
    [addDays(today, -89), today],
    [addDays(today, -364), today],
    [`${today.slice(0, 4)}-01-01`, today],
  ];
  return ranges.map(([from, to]) => ({ from, to, interval: defaultInterval(from, to) }));
}

async function measure(url: string) {
  const client = new ApiClient(url);
  const signedIn = await client.signIn(OWNER.email, OWNER.password);
  if (signedIn.url.includes("error")) throw new Error(`sign-in failed: ${signedIn.url}`);
  const list = periods(athensDayOf(new Date()));
  const get = async (paths: string[], inputs: unknown[]) => {
    const batch = paths.length > 1;
    const query = batch
      ? `batch=1&input=${encodeURIComponent(JSON.stringify(Object.fromEntries(inputs.map((input, i) => [i, input]))))}`
      : inputs[0] === undefined
        ? ""
        : `input=${encodeURIComponent(JSON.stringify(inputs[0]))}`;
    const started = performance.now();
    const response = await client.fetch(`/api/trpc/${paths.join(",")}?${query}`);
    await response.text();
    return { ms: performance.now() - started, ok: response.ok };
  };
  console.log(
    `\nanalytics benchmark: ${TOTAL.toLocaleString("en")} purchases in ${shops} shops, ${BIG.toLocaleString("en")} in the measured shop; ${requests} sequential requests each, periods cycling through the presets\n`,
  );
  for (const call of [...PERIOD_CALLS, ...OTHER_CALLS]) {
    for (let i = 0; i < 3; i++) await get([call.path], [call.input(list[i % list.length])]);
    const latencies: number[] = [];
    let errors = 0;
    const started = Date.now();
    for (let i = 0; i < requests; i++) {
      const { ms, ok } = await get([call.path], [call.input(list[i % list.length])]);
      if (ok) latencies.push(ms);
      else errors++;
    }
    printRow(call.name, figures(latencies, (Date.now() - started) / 1000, errors), null, "p95 < 300 ms");
  }
  // The whole "My shop" screen: its six queries in one batched request, as the admin sends them.
  const screen = [...PERIOD_CALLS, OTHER_CALLS[0]];
  for (const [label, subset] of [
    ["my-shop screen (batched)", list],
    ["my-shop screen, 12 months", [list[5]]],
  ] as const) {
    const latencies: number[] = [];
    let errors = 0;
    const started = Date.now();
    for (let i = 0; i < requests; i++) {
      const period = subset[i % subset.length];
      const { ms, ok } = await get(
        screen.map((call) => call.path),
        screen.map((call) => call.input(period)),
      );
      if (ok) latencies.push(ms);
      else errors++;
    }
    printRow(label, figures(latencies, (Date.now() - started) / 1000, errors), null, "p95 < 300 ms");
  }
}

async function main() {
  const name = process.env.BENCH_REUSE ?? `bench_analytics_${Date.now()}`;
  const databaseUrl = Object.assign(new URL(base), { pathname: `/${name}` }).toString();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    if (!process.env.BENCH_REUSE) {
      await admin(`CREATE DATABASE "${name}"`);
      log(`database ${name}`);
      await migrate(databaseUrl);
      const started = Date.now();
      await load(databaseUrl);
      log(`loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    const env = parseEnv({
      DATABASE_URL: databaseUrl,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-00",
    });
    server = await startServer(env, { migrate: false });
    const started = Date.now();
    await computeBenchmarks(server.db, athensDayOf(new Date()));
    log(`domain figures computed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await measure(server.url);
  } finally {
    await server?.close();
    if (process.env.BENCH_KEEP || process.env.BENCH_REUSE) log(`database kept: ${name}`);
    else await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
