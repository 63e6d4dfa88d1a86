// `npm run bench:web`: how heavy and how fast the admin is for a shop on a phone network. Builds the
// admin, serves it (the real server, a fresh PostgreSQL database with the demo data), and loads each
// route in Chromium with the cache off, Slow 4G (DevTools' preset: 562.5 ms latency, 1.44 Mbit/s down,
// 675 kbit/s up) and a 4× CPU slowdown. Prints the JavaScript transferred (as sent: Brotli) and the time
// until the page is usable (its main control visible and enabled), beside the goals of issue 12.
// BENCH_SKIP_BUILD=1 reuses dist/admin; BENCH_DATABASE_URL picks the PostgreSQL server; BENCH_LIST_SCRIPTS=1
// lists what each route loads, when it arrived and each script's size as sent (which chunks a route pulls: see also BUNDLE_LISTING);
// BENCH_ROUTE=points loads only the routes whose address contains it; BENCH_PROFILE=1 writes each route's CPU profile until usable (bench-web-*.cpuprofile in the system's temporary folder).
import { execSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { Page } from "playwright-core";
import { parseEnv } from "../../server/src/env.js";
import { migrate } from "../../server/src/db/migrate.js";
import { startServer } from "../../server/src/server.js";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../server/src/generated/prisma/client.js";
import { seed } from "../../prisma/seed/seed.js";
import { launchBrowser, signedInContext } from "../helpers/browser.js";

const profiling = process.env.BENCH_PROFILE === "1";
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

/** Loads the route once with the throttling; returns the JS bytes received (as sent) and ms until usable. */
async function load(page: Page, url: string, route: Route) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1.44 * 1024 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Performance.enable");
  if (profiling)
    await Promise.all([cdp.send("Profiler.enable"), cdp.send("Profiler.setSamplingInterval", { interval: 200 })]).then(() => cdp.send("Profiler.start"));
  const started = performance.now();
  const requests = new Map<string, string>();
  const scripts = new Map<string, string>();
  const listing: string[] = [];
  let jsBytes = 0;
  // Requests sent and not yet finished, and when the last one finished: the page is idle once none is left.
  const inFlight = new Set<string>();
  let lastFinished = performance.now();
  const settled = (requestId: string) => {
    inFlight.delete(requestId);
    lastFinished = performance.now();
  };
  cdp.on("Network.requestWillBeSent", (event) => inFlight.add(event.requestId));
  cdp.on("Network.loadingFailed", (event) => settled(event.requestId));
  cdp.on("Network.responseReceived", (event) => {
    if (event.type === "Script") scripts.set(event.requestId, event.response.url);
    else requests.set(event.requestId, `${event.type} ${event.response.url.replace(/^https?:\/\/[^/]+/, "").slice(0, 80)}`);
  });
  cdp.on("Network.loadingFinished", (event) => {
    settled(event.requestId);
    const at = `${((performance.now() - started) / 1000).toFixed(2).padStart(6)} s`;
    const script = scripts.get(event.requestId);
    if (script === undefined) return void listing.push(`${at}  ${"".padStart(11)}  ${requests.get(event.requestId) ?? ""}`);
    jsBytes += event.encodedDataLength;
    listing.push(`${at}  ${(event.encodedDataLength / 1024).toFixed(1).padStart(8)} KB  ${script.replace(/^.*\/assets\//, "")}`);
  });
  await page.goto(url, { waitUntil: "commit", timeout: 120_000 });
  await route.usable(page);
  const usableMs = performance.now() - started;
  // Chromium's own count of main-thread work until then (throttled time, so about 4× the real work):
  // unlike the wall clock, it hardly moves when other processes load the machine.
  const { metrics } = await cdp.send("Performance.getMetrics");
  const metric = (name: string) => (metrics.find((item) => item.name === name)?.value ?? 0) * 1000;
  const work = { taskMs: metric("TaskDuration"), scriptMs: metric("ScriptDuration"), styleLayoutMs: metric("RecalcStyleDuration") + metric("LayoutDuration") };
  if (profiling) {
    const { profile } = await cdp.send("Profiler.stop");
    const file = path.join(tmpdir(), `bench-web-${route.path.replace(/\W+/g, "-").replace(/^-|-$/g, "")}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`CPU profile: ${file} (open in Chromium's DevTools, Performance panel)`);
  }
  // Chunks still arriving after the page is usable (prefetches, the counter's phone check) count too: wait
  // until no request has been open for a second. (Playwright's "networkidle" sometimes never came on a
  // loaded machine, with no request open.)
  while (inFlight.size > 0 || performance.now() - lastFinished < 1000) {
    if (performance.now() - started > 180_000) throw new Error(`${route.label}: requests still open after 3 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await cdp.detach();
  if (process.env.BENCH_LIST_SCRIPTS === "1") console.log(listing.join("\n"));
  return { jsBytes, usableMs, work };
}

if (process.env.BENCH_SKIP_BUILD !== "1") execSync("npm run build:admin", { stdio: "inherit" });

const name = `bench_web_${Date.now()}`;
await admin(`CREATE DATABASE "${name}"`);
const url = new URL(base);
url.pathname = `/${name}`;
const databaseUrl = url.toString();
let server: Awaited<ReturnType<typeof startServer>> | undefined;
// The full browser a shop's staff would use, not the tests' headless shell.
const browser = await launchBrowser([], { full: true });
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
  console.log(
    `${"route".padEnd(40)} ${"JS (as sent)".padStart(12)} ${"goal".padStart(8)} ${"usable".padStart(9)} ${"goal".padStart(6)}  main thread until usable (4× throttled)`,
  );
  for (const route of routes.filter((item) => item.path.includes(process.env.BENCH_ROUTE ?? ""))) {
    const context = await signedInContext(browser, server.url, "owner", { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const { jsBytes, usableMs, work } = await load(page, `${server.url}${route.path}`, route);
    await context.close();
    const kb = jsBytes / 1024;
    const goal = route.goalSeconds ? `≤ ${route.goalSeconds} s` : "";
    console.log(
      `${route.label.padEnd(40)} ${`${kb.toFixed(0)} KB`.padStart(12)} ${`≤ ${route.goalKb}`.padStart(8)} ${`${(usableMs / 1000).toFixed(2)} s`.padStart(9)} ${goal.padStart(6)}` +
        `  tasks ${(work.taskMs / 1000).toFixed(2)} s, script ${(work.scriptMs / 1000).toFixed(2)} s, style+layout ${(work.styleLayoutMs / 1000).toFixed(2)} s` +
        (kb > route.goalKb || (route.goalSeconds && usableMs > route.goalSeconds * 1000) ? "  ← over the goal" : ""),
    );
  }
} finally {
  await browser.close();
  await server?.close();
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
