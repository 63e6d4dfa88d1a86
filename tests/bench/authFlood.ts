// `npm run bench:auth-flood`: does a flood of password requests slow everybody else down? A real server
// process on a fresh PostgreSQL database; one shop owner reads company.get in a closed loop (2 in flight)
// while nothing else happens (idle), then while attackers flood it for BENCH_ATTACK_SECONDS (10):
//   set-password   8 connections sending batches of 20 auth.setPassword calls with made-up tokens, from
//                  one address (the issue's attack)
//   sign-in        8 connections sending wrong-password sign-ins for made-up e-mails from 82 addresses
//                  (TRUST_PROXY=loopback here), the issue's flood; meanwhile the shop's owner signs in
//                  again and again, on the browser that signed in before (its device cookie) and on a
//                  new one, and the bench says how many of those sign-ins succeeded and how fast
// Goals: company.get p95 under attack within 3× of idle; every sign-in of the owner's browser succeeds.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { createDb } from "../../server/src/db/client.js";
import { migrate } from "../../server/src/db/migrate.js";
import { ApiClient } from "../helpers/client.js";
import { freePort, ServerProcess } from "../multiprocess/processes.js";
import { figures, percentile, printRow } from "./stats.js";
import { createShop } from "../helpers/shop.js";

const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const attackSeconds = Number(process.env.BENCH_ATTACK_SECONDS ?? 10);
const GOAL = 3;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/** company.get latencies in a closed loop of 2 until `until()` is true. */
async function readLoop(owner: ApiClient, until: () => boolean) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    [0, 1].map(async () => {
      while (!until()) {
        const at = performance.now();
        await owner.trpcUnbatched.company.get.query().then(
          () => latencies.push(performance.now() - at),
          () => errors++,
        );
      }
    }),
  );
  return figures(latencies, (performance.now() - started) / 1000, errors);
}

/** Floods the server until `stop()`; answers a line about the owner's own sign-ins, when it measured them. */
type Attack = (url: string, stop: () => boolean, statuses: Map<number, number>) => Promise<string | undefined>;
type Owner = { email: string; password: string; browser: ApiClient };

const setPasswordFlood: Attack = async (url, stop, statuses) => {
  const call = { token: "made-up-token", email: "victim@example.com", password: "a-long-enough-password" };
  const body = JSON.stringify(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [i, call])));
  const path = `/api/trpc/${Array(20).fill("auth.setPassword").join(",")}?batch=1`;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (!stop()) {
        const response = await fetch(url + path, { method: "POST", headers: { "content-type": "application/json" }, body }).catch(() => null);
        await response?.arrayBuffer();
        statuses.set(response?.status ?? 0, (statuses.get(response?.status ?? 0) ?? 0) + 1);
      }
    }),
  );
  return undefined;
};

const ADDRESSES = Array.from({ length: 82 }, (_, i) => `10.${i}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`);

/** The owner signing in over and over until `stop()`, on `client()` (the same browser, or a new one each time). */
async function ownerSignIns(owner: Owner, client: () => ApiClient, stop: () => boolean) {
  const times: number[] = [];
  let ok = 0;
  while (!stop()) {
    const at = performance.now();
    const { status, url } = await client().signIn(owner.email, owner.password);
    times.push(performance.now() - at);
    if (status === 200 && !url.includes("error=")) ok++;
  }
  times.sort((a, b) => a - b);
  return `${ok}/${times.length} signed in (p50 ${percentile(times, 50).toFixed(0)} ms, slowest ${(times.at(-1) ?? 0).toFixed(0)} ms)`;
}

const signInFlood =
  (owner: Owner): Attack =>
  async (url, stop, statuses) => {
    let sent = 0;
    const [trusted, fresh] = await Promise.all([
      ownerSignIns(owner, () => owner.browser, stop),
      ownerSignIns(owner, () => new ApiClient(url), stop),
      ...Array.from({ length: 8 }, async () => {
        const client = new ApiClient(url);
        const csrfToken = await client.csrfToken();
        while (!stop()) {
          client.forwardedFor = ADDRESSES[sent++ % ADDRESSES.length];
          const response = await client
            .fetch("/api/auth/callback/credentials", {
              method: "POST",
              headers: { "content-type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1" },
              body: new URLSearchParams({ csrfToken, json: "true", email: `${randomUUID()}@example.com`, password: "wrong-password" }),
            })
            .catch(() => null);
          await response?.arrayBuffer();
          statuses.set(response?.status ?? 0, (statuses.get(response?.status ?? 0) ?? 0) + 1);
        }
      }),
    ]);
    return `the owner meanwhile: on the browser that signed in before ${trusted} (goal: all); on a new browser ${fresh}`;
  };

const name = `bench_auth_flood_${Date.now()}`;
await admin(`CREATE DATABASE "${name}"`);
const url = new URL(base);
url.pathname = `/${name}`;
const databaseUrl = url.toString();
let server: ServerProcess | undefined;
try {
  await migrate(databaseUrl);
  const db = createDb(databaseUrl, 2);
  const shop = await createShop(db);
  server = await new ServerProcess("bench", await freePort(), {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-00",
    TRUST_PROXY: "loopback",
  }).start();
  const owner = await shop.signIn(server.url);
  // The owner's browser signs in once before the flood, as every day: it keeps its device cookie.
  const browser = new ApiClient(server.url);
  await browser.signIn(shop.email, shop.password);
  console.log(`# company.get, 2 in flight; attacks last ${attackSeconds} s`);
  for (const [label, attack] of [
    ["set-password batches", setPasswordFlood],
    [`sign-in, ${ADDRESSES.length} addresses`, signInFlood({ email: shop.email, password: shop.password, browser })],
  ] as const) {
    await readLoop(
      owner,
      (
        (end) => () =>
          performance.now() > end
      )(performance.now() + 1000),
    ); // warm-up
    const idle = await readLoop(
      owner,
      (
        (end) => () =>
          performance.now() > end
      )(performance.now() + 3000),
    );
    printRow(`idle (before ${label})`, idle, null, "baseline");
    const end = performance.now() + attackSeconds * 1000;
    const stop = () => performance.now() > end;
    const statuses = new Map<number, number>();
    const [attacked, ownerLine] = await Promise.all([readLoop(owner, stop), attack(server.url, stop, statuses)]);
    const ratio = attacked.p95 / idle.p95;
    printRow(`under ${label}`, attacked, null, `p95 ≤ ${GOAL}× idle`);
    console.log(
      `  p95 ratio ${ratio.toFixed(2)}× (goal ≤ ${GOAL}×: ${ratio <= GOAL ? "met" : "NOT met"}); attack answers: ${[...statuses]
        .map(([status, count]) => `${status}×${count}`)
        .join(", ")}`,
    );
    if (ownerLine) console.log(`  ${ownerLine}`);
  }
  await db.$disconnect();
} finally {
  await server?.stop();
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
