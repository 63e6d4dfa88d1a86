// `npm run bench:cpu`: the server's CPU time per request in steady state, by kind of request, on the
// counter's data set (load.ts) in PostgreSQL. Where bench:counter searches capacity, this holds one rate
// for several rounds (each BENCH_WARMUP_SECONDS unrecorded, then BENCH_SECONDS measured) and prints, per
// round, the whole process's CPU per request and its main thread's, so that a change to the request path
// can be compared before and after. The JIT warms up over the first rounds: compare the last ones.
//   featureFlags.get  a signed-in shop query with no SQL: what every request pays (HTTP, Express, tRPC, session)
//   transaction.add   an award (counter_award)
//   coupon.redeem     a redemption
//   BENCH_ROUNDS (4), BENCH_SECONDS (8), BENCH_WARMUP_SECONDS (3), BENCH_ONLY=flags,add,redeem,
//   BENCH_CPU_PROF=<folder> (the server writes a V8 CPU profile there on exit)
import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { seed } from "../../prisma/seed/seed.js";
import { createDb } from "../../server/src/db/client.js";
import { migrate } from "../../server/src/db/migrate.js";
import { ApiClient, demo } from "../helpers/client.js";
import { httpWork, measureStep, processCpuMs, statCpuMs, type Work } from "./capacity.js";
import { BENCH, loadBenchData } from "./load.js";
import { withScratchDatabase } from "./scratchDatabase.js";
import { startServerProcess } from "./serverProcess.js";

const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const measure = { seconds: Number(process.env.BENCH_SECONDS ?? 8), warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3) };
const only = process.env.BENCH_ONLY?.split(",");

/** The CPU time of a process's first thread, the one that runs JavaScript, in ms. */
function mainThreadCpuMs(pid: number): Promise<number> {
  const [main] = readdirSync(`/proc/${pid}/task`)
    .map(Number)
    .sort((a, b) => a - b);
  return statCpuMs(`/proc/${pid}/task/${main}/stat`);
}

async function main() {
  await withScratchDatabase(base, "bench_cpu", async (databaseUrl) => {
    await migrate(databaseUrl);
    const db = createDb(databaseUrl, 1);
    await seed(db);
    await db.$disconnect();
    await loadBenchData(databaseUrl, (line) => console.log(`# ${line}`));
    const server = await startServerProcess({ DATABASE_URL: databaseUrl }, { cpuProfileDir: process.env.BENCH_CPU_PROF });
    try {
      const client = new ApiClient(server.url);
      await client.signIn(demo.owner.email, demo.owner.password);
      const [store] = await client.trpc.company.getStores.query();
      const cookie = client.jar.header();
      const phone = () => `+3069${String(70000001 + Math.floor(Math.random() * BENCH.customers))}`;
      let coupon = 0;
      const scenarios: Array<{ key: string; name: string; rate: number; work: Work }> = [
        {
          key: "flags",
          name: "featureFlags.get",
          rate: 300,
          work: httpWork(server.url, cookie, () => ({ method: "GET", path: "/api/trpc/featureFlags.get" })),
        },
        {
          key: "add",
          name: "transaction.add",
          rate: 150,
          work: httpWork(server.url, cookie, () => ({
            method: "POST",
            path: "/api/trpc/transaction.add",
            body: JSON.stringify({
              confirmNewCustomer: true,
              storeId: store.id,
              phone: phone(),
              amount: String(150 + Math.floor(Math.random() * 3000)),
              idempotencyKey: randomUUID(),
            }),
          })),
        },
        {
          key: "redeem",
          name: "coupon.redeem",
          rate: 300,
          work: httpWork(server.url, cookie, () => ({
            method: "POST",
            path: "/api/trpc/coupon.redeem",
            body: JSON.stringify({ code: `PBENCH${String(++coupon).padStart(6, "0")}` }),
          })),
        },
      ];
      for (const scenario of scenarios.filter((s) => !only || only.includes(s.key))) {
        for (let round = 1; round <= rounds; round++) {
          const mainBefore = await mainThreadCpuMs(server.pid);
          const step = await measureStep(scenario.rate, scenario.work, { ...measure, cpuOf: () => processCpuMs(server.pid) });
          const requests = scenario.rate * (measure.seconds + measure.warmupSeconds);
          const mainMs = ((await mainThreadCpuMs(server.pid)) - mainBefore) / requests;
          console.log(
            `${scenario.name.padEnd(18)} round ${round}: ${step.achieved.toFixed(0)}/s, p50 ${step.p50.toFixed(1)} ms, p95 ${step.p95.toFixed(1)} ms, errors ${step.errors}; ` +
              `CPU ${step.cpuMsPerRequest?.toFixed(2) ?? "-"} ms/request (process), ${mainMs.toFixed(2)} ms/request (main thread, warm-up included)`,
          );
        }
      }
    } finally {
      await server.stop();
    }
  });
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
