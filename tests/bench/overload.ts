// `npm run bench:overload`: transaction.add past the server's capacity, on the embedded database and on
// PostgreSQL. The server runs as its own process with its default settings (so its memory is measured
// and MAX_REQUESTS_IN_FLIGHT / OVERLOAD_TARGET_MS / DATABASE_WAIT_MS are the defaults a shop gets).
// For each database:
//   1. capacity: a step search of steady rates (open loop), the highest the server keeps up with,
//      refusing at most 1 %;
//   2. overload: 3× that rate for 10 s (unrecorded: caches fill), then for BENCH_SECONDS, printing the
//      accepted rate, p95 of accepted requests, the share of 503s, the peak growth of the server's
//      memory (RSS), and a ledger check: every acknowledged award is in the ledger exactly once and no
//      refused one is.
//   BENCH_DATABASE_URL  PostgreSQL server to create the database on (default: TEST_DATABASE_URL or local)
//   BENCH_SECONDS       seconds of overload (default 20); BENCH_STEP_SECONDS per capacity step (default 5)
//   BENCH_ONLY          "embedded" or "postgresql" to run one of the two
//   MAX_REQUESTS_IN_FLIGHT, OVERLOAD_TARGET_MS, DATABASE_WAIT_MS, DATABASE_POOL_SIZE, LOG_LEVEL: passed
//                       to the server when set (to try other values)
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { seed } from "../../prisma/seed/seed.js";
import { createDb } from "../../server/src/db/client.js";
import { startEmbeddedDatabase } from "../../server/src/db/embedded.js";
import { migrate } from "../../server/src/db/migrate.js";
import { ApiClient, demo } from "../helpers/client.js";
import { withScratchDatabase } from "./scratchDatabase.js";
import { openLoop, type Work } from "./capacity.js";
import { startServerProcess } from "./serverProcess.js";
import { percentile } from "./stats.js";

const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const stepSeconds = Number(process.env.BENCH_STEP_SECONDS ?? 5);
const GOAL = { p95Ms: 100, memoryMb: 100 };
const WARM_OVERLOAD_SECONDS = 10;
const log = (line: string) => console.log(`# ${line}`);

/** The overload settings, passed on when set (to try other values); unset, the server's defaults. */
function tuning(): Record<string, string> {
  const names = ["MAX_REQUESTS_IN_FLIGHT", "OVERLOAD_TARGET_MS", "DATABASE_WAIT_MS", "DATABASE_POOL_SIZE", "LOG_LEVEL"];
  return Object.fromEntries(names.flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])));
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

type Outcome = { key: string; status: number; ms: number; transactionId?: string };

/** The demo café has two stores, so the counter names one (as the admin does, from the device's last). */
let storeId: string | undefined;

/** transaction.add at a steady rate (capacity.ts's open loop), each answer kept with its idempotency key. */
async function drive(url: string, cookie: string, rate: number, duration: number, phone: () => string): Promise<Outcome[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2000 });
  const target = new URL(`${url}/api/trpc/transaction.add`);
  const outcomes: Outcome[] = [];
  const send: Work = () => {
    const key = randomUUID();
    // confirmNewCustomer: the counter may ask to confirm a phone it has not seen (ignored where it does not).
    const body = JSON.stringify({
      phone: phone(),
      amount: String(150 + Math.floor(Math.random() * 3000)),
      idempotencyKey: key,
      confirmNewCustomer: true,
      storeId,
    });
    const started = performance.now();
    return new Promise((resolve) => {
      // Status 0: no answer (connection refused or reset, or none within 30 s).
      const record = (status: number, responseBody?: Buffer) => {
        const outcome: Outcome = { key, status, ms: performance.now() - started };
        if (status === 200) outcome.transactionId = JSON.parse(responseBody!.toString()).result.data.transaction.id;
        outcomes.push(outcome);
        resolve(status === 200 ? true : `HTTP ${status}`);
      };
      const request = http.request(
        target,
        { method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), cookie } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => record(response.statusCode ?? 0, Buffer.concat(chunks)));
        },
      );
      request.setTimeout(30_000, () => request.destroy());
      request.on("error", () => record(0));
      request.end(body);
    });
  };
  await openLoop(rate, duration, send);
  agent.destroy();
  return outcomes;
}

type Summary = { offered: number; acceptedRate: number; p95: number; busyShare: number; otherErrors: number; otherStatuses: string };

function summarise(outcomes: Outcome[], rate: number, duration: number): Summary {
  const accepted = outcomes.filter((outcome) => outcome.status === 200);
  const others = outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 503);
  return {
    offered: rate,
    acceptedRate: accepted.length / duration,
    p95: percentile(
      accepted.map((outcome) => outcome.ms).sort((a, b) => a - b),
      95,
    ),
    busyShare: outcomes.filter((outcome) => outcome.status === 503).length / outcomes.length,
    otherErrors: others.length,
    // 0: no answer (connection refused or reset, or none within 30 s)
    otherStatuses: [...new Set(others.map((outcome) => outcome.status))].join(","),
  };
}

/**
 * The highest steady rate the server takes in full (keeps up with, refusing at most 1 %): ×1.5 steps,
 * then one halfway step back. Its latency is printed, not required: queueing past the answer-time
 * target shows as refusals.
 */
async function capacity(url: string, cookie: string, phone: () => string): Promise<number> {
  const fits = (summary: Summary) => summary.busyShare <= 0.01 && summary.otherErrors === 0 && summary.acceptedRate >= 0.95 * summary.offered;
  const step = async (rate: number) => {
    const summary = summarise(await drive(url, cookie, rate, stepSeconds, phone), rate, stepSeconds);
    log(
      `  ${String(rate).padStart(5)}/s offered: ${summary.acceptedRate.toFixed(0)}/s accepted, p95 ${summary.p95.toFixed(1)} ms, 503s ${(summary.busyShare * 100).toFixed(1)} % ${fits(summary) ? "fits" : "too much"}`,
    );
    return fits(summary);
  };
  let good = 0;
  let rate = 10;
  while (await step(rate)) {
    good = rate;
    rate = Math.round(rate * 1.5);
  }
  if (good === 0) throw new Error("the server does not keep up with 10 awards/s");
  const between = Math.round((good + rate) / 2);
  return (await step(between)) ? between : good;
}

/** Every acknowledged award once in the ledger (with the id it was answered with); no refused one at all. */
async function ledgerCheck(databaseUrl: string, outcomes: Outcome[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ key: string; id: string; n: number }>(
      `SELECT "idempotencyKey" AS key, min(id) AS id, count(*)::int AS n FROM "Transaction" WHERE "idempotencyKey" = ANY($1::text[]) GROUP BY 1`,
      [outcomes.map((outcome) => outcome.key)],
    );
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const acknowledged = outcomes.filter((outcome) => outcome.status === 200);
    const lost = acknowledged.filter((outcome) => byKey.get(outcome.key)?.id !== outcome.transactionId).length;
    const doubled = rows.filter((row) => row.n > 1).length;
    const refusedButWritten = outcomes.filter((outcome) => outcome.status === 503 && byKey.has(outcome.key)).length;
    return { acknowledged: acknowledged.length, lost, doubled, refusedButWritten };
  } finally {
    await client.end();
  }
}

async function benchDatabase(name: string, databaseUrl: string | null) {
  const dataDir = databaseUrl ? null : await mkdtemp(path.join(os.tmpdir(), "bench-overload-"));
  // With LOG_LEVEL given (e.g. "error", to see what failed) the server's logs are shown.
  const server = await startServerProcess(
    { ...tuning(), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: path.join(dataDir!, "data") }) },
    { showLogs: Boolean(process.env.LOG_LEVEL) },
  );
  try {
    const client = new ApiClient(server.url);
    const signedIn = await client.signIn(demo.owner.email, demo.owner.password);
    if (signedIn.url.includes("error")) throw new Error(`sign-in failed: ${signedIn.url}`);
    const cookie = client.jar.header();
    storeId = (await client.trpc.company.getStores.query())[0]?.id;
    // 2,000 regulars and a new customer now and then, as at a busy counter.
    const phone = () => `+3069${String((Math.random() < 0.9 ? 71000000 : 80000000) + Math.floor(Math.random() * (Math.random() < 0.9 ? 2000 : 9_999_999)))}`;

    // Warm-up, not recorded: the JIT, the pool and the database's caches settle.
    await drive(server.url, cookie, 20, 5, phone);
    log(`${name}: capacity search (${stepSeconds} s per step)`);
    const rate = await capacity(server.url, cookie, phone);
    const overload = rate * 3;
    log(`${name}: capacity ${rate}/s; driving ${overload}/s for ${seconds} s`);

    // Memory: the peak during the measured overload over the level before it. The first seconds of a
    // load this high grow the process once to its working size (the embedded database's buffer cache,
    // 128 MB of shared_buffers inside the server's process, and V8's heap); they run first,
    // unrecorded, and their growth is printed apart.
    let peak = await rssMb(server.pid);
    const sampler = setInterval(() => {
      rssMb(server.pid).then(
        (mb) => (peak = Math.max(peak, mb)),
        () => {},
      );
    }, 100);
    const cold = peak;
    await drive(server.url, cookie, overload, WARM_OVERLOAD_SECONDS, phone);
    const before = await rssMb(server.pid);
    const firstFill = Math.max(peak, before) - cold;
    peak = before;
    const outcomes = await drive(server.url, cookie, overload, seconds, phone);
    clearInterval(sampler);
    const summary = summarise(outcomes, overload, seconds);
    // After a clean stop: the embedded database is then opened here, from its folder.
    await server.stop();
    const embedded = databaseUrl ? null : await startEmbeddedDatabase(path.join(dataDir!, "data"));
    const check = await ledgerCheck(databaseUrl ?? embedded!.url, outcomes).finally(() => embedded?.stop());
    const growth = peak - before;
    const pass = summary.p95 <= GOAL.p95Ms && growth <= GOAL.memoryMb && check.lost === 0 && check.doubled === 0 && check.refusedButWritten === 0;
    console.log(
      [
        `${name.padEnd(11)} capacity ${rate}/s, offered ${overload}/s:`,
        `accepted ${summary.acceptedRate.toFixed(0)}/s`,
        `p95 of accepted ${summary.p95.toFixed(1)} ms (goal ≤ ${GOAL.p95Ms})`,
        `503s ${(summary.busyShare * 100).toFixed(1)} %`,
        `other errors ${summary.otherErrors}${summary.otherErrors ? ` (status ${summary.otherStatuses})` : ""}`,
        `memory +${growth.toFixed(0)} MB (peak ${peak.toFixed(0)} MB; goal ≤ +${GOAL.memoryMb}; first ${WARM_OVERLOAD_SECONDS} s of overload, unrecorded: +${firstFill.toFixed(0)} MB)`,
        `ledger: ${check.acknowledged} acknowledged, ${check.lost} lost, ${check.doubled} doubled, ${check.refusedButWritten} refused but written`,
        // Other work on the machine shows in every latency: the bench says how busy it was.
        `load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`,
        pass ? "PASS" : "FAIL",
      ].join("  "),
    );
    return pass;
  } finally {
    await server.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const only = process.env.BENCH_ONLY;
  console.log(`\noverload benchmark: transaction.add at 3× measured capacity for ${seconds} s, server defaults\n`);
  const results: boolean[] = [];
  if (!only || only === "embedded") results.push(await benchDatabase("embedded", null));
  if (!only || only === "postgresql") {
    await withScratchDatabase(base, "bench_overload", async (databaseUrl) => {
      await migrate(databaseUrl);
      const db = createDb(databaseUrl, 2);
      await seed(db);
      await db.$disconnect();
      results.push(await benchDatabase("postgresql", databaseUrl));
    });
  }
  return results.every(Boolean);
}

main().then(
  (pass) => process.exit(pass ? 0 : 1),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
