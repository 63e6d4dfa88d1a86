// `npm run bench:web`: how heavy and how fast the admin is for a shop on a phone network. Builds the
// admin, serves it (the real server, a fresh PostgreSQL database with the demo data), and loads each
// route in Chromium with the cache off, Slow 4G (DevTools' preset: 562.5 ms latency, 1.44 Mbit/s down,
// 675 kbit/s up) and a 4× CPU slowdown. Prints the JavaScript transferred (gzip, as sent) and the time
// until the page is usable (its main control visible and enabled), beside the goals of issue 12.
// BENCH_SKIP_BUILD=1 reuses dist/admin; BENCH_DATABASE_URL picks the PostgreSQL server.
import { execSync } from "node:child_process";
import pg from "pg";
import type { Page } from "playwright-core";
import { parseEnv } from "../../server/src/env.js";
import { migrate } from "../../server/src/db/migrate.js";
import { startServer } from "../../server/src/server.js";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../server/src/generated/prisma/client.js";
import { seed } from "../../prisma/seed/seed.js";
import { launchBrowser, signedInContext } from "../helpers/browser.js";

const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

type Route = { path: string; label: string; goalKb: number; goalSeconds?: number; usable: (page: Page) => Promise<void> };

const routes: Route[] = [
  {
    path: "/admin",
    label: "/admin",
    goalKb: 250,
    usable: (page) => page.getByRole("heading", { level: 1 }).first().waitFor(),
  },
  {
    path: "/admin/points/add",
    label: "counter (/admin/points/add)",
    goalKb: 250,
    goalSeconds: 3,
    usable: async (page) => {
      const phone = page.getByLabel("Τηλέφωνο πελάτη");
      await phone.waitFor();
      await page.waitForFunction(() => !(document.querySelector("input[aria-label='Τηλέφωνο πελάτη']") as HTMLInputElement | null)?.disabled);
    },
  },
  {
    path: "/admin/analytics/my-shop",
    label: "analytics (/admin/analytics/my-shop)",
    goalKb: 450,
    usable: (page) => page.locator(".recharts-surface").first().waitFor(),
  },
];

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/** Loads the route once with the throttling; returns gzip JS bytes received and ms until usable. */
async function load(page: Page, url: string, route: Route) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 562.5, downloadThroughput: (1.44 * 1024 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const scripts = new Set<string>();
  let jsBytes = 0;
  cdp.on("Network.responseReceived", (event) => {
    if (event.type === "Script") scripts.add(event.requestId);
  });
  cdp.on("Network.loadingFinished", (event) => {
    if (scripts.has(event.requestId)) jsBytes += event.encodedDataLength;
  });
  const started = performance.now();
  await page.goto(url, { waitUntil: "commit", timeout: 120_000 });
  await route.usable(page);
  const usableMs = performance.now() - started;
  // Chunks still arriving after the page is usable (prefetches) count too: wait until the network is idle.
  await page.waitForLoadState("networkidle", { timeout: 120_000 });
  await cdp.detach();
  return { jsBytes, usableMs };
}

if (process.env.BENCH_SKIP_BUILD !== "1") execSync("npm run build:admin", { stdio: "inherit" });

const name = `bench_web_${Date.now()}`;
await admin(`CREATE DATABASE "${name}"`);
const url = new URL(base);
url.pathname = `/${name}`;
const databaseUrl = url.toString();
let server: Awaited<ReturnType<typeof startServer>> | undefined;
const browser = await launchBrowser();
try {
  await migrate(databaseUrl);
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
  await seed(db);
  await db.$disconnect();
  server = await startServer(
    parseEnv({ DATABASE_URL: databaseUrl, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent", DAILY_AUTOMATION: "false", NODE_ENV: "development" }),
    { migrate: false },
  );
  console.log(`\nSlow 4G (562.5 ms, 1.44 Mbit/s), CPU 4× slower, cache off; owner of «Καφέ Αθηνά», ${browser.version()}\n`);
  console.log(`${"route".padEnd(40)} ${"JS (gzip)".padStart(12)} ${"goal".padStart(8)} ${"usable".padStart(9)} ${"goal".padStart(6)}`);
  for (const route of routes) {
    const context = await signedInContext(browser, server.url, "owner", { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const { jsBytes, usableMs } = await load(page, `${server.url}${route.path}`, route);
    await context.close();
    const kb = jsBytes / 1024;
    const goal = route.goalSeconds ? `≤ ${route.goalSeconds} s` : "";
    console.log(
      `${route.label.padEnd(40)} ${`${kb.toFixed(0)} KB`.padStart(12)} ${`≤ ${route.goalKb}`.padStart(8)} ${`${(usableMs / 1000).toFixed(2)} s`.padStart(9)} ${goal.padStart(6)}` +
        (kb > route.goalKb || (route.goalSeconds && usableMs > route.goalSeconds * 1000) ? "  ← over the goal" : ""),
    );
  }
} finally {
  await browser.close();
  await server?.close();
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
