// Capacity by step search: open-loop load at a steady arrival rate, each step warmed up at its own rate
// before it is measured, the rate doubled while the goal holds, then halved back towards the first
// rate that missed it. The same driver runs the server (over HTTP) and the bare-SQL floor (a pg pool),
// so the two capacities are measured the same way.
import { readdir, readFile } from "node:fs/promises";
import { Pool } from "undici";
import { percentile } from "./stats.js";

/** One unit of work: resolves true when it succeeded, else what went wrong (an HTTP status, say). */
export type Work = () => Promise<true | string>;

export type Step = {
  rate: number;
  achieved: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  failures: Record<string, number>;
  sent: number;
  /** The server process's CPU time per answered request (when the step has a `cpuOf`). */
  cpuMsPerRequest: number | null;
  /** The bench's own CPU per answered request: the load driver (an HTTP client, or the floor's pg pool). */
  driverCpuMsPerRequest: number;
  /** PostgreSQL's processes' CPU per answered request: on the embedded database (PGlite, inside the server) only a machine's idle PostgreSQL, if one runs. */
  postgresCpuMsPerRequest: number;
  /** The machine over the step: the share of all its CPUs busy, and the share its hypervisor took (steal). */
  machineBusy: number;
  machineSteal: number;
};

/**
 * Starts `work` on a fixed schedule, whether or not earlier calls have finished (a slow system shows as
 * latency, not as fewer arrivals). Each latency counts from the moment the call was due, so a late
 * start of the generator itself is not hidden either.
 */
export async function openLoop(rate: number, seconds: number, work: Work) {
  const latencies: number[] = [];
  let errors = 0;
  const failures: Record<string, number> = {};
  const fail = (reason: string) => {
    errors++;
    failures[reason] = (failures[reason] ?? 0) + 1;
  };
  const pending = new Set<Promise<void>>();
  const total = Math.round(rate * seconds);
  const start = performance.now();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      // Call i is due at start + i/rate: by `elapsed`, calls 0 … floor(elapsed·rate) are due.
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
      while (sent < due) {
        const dueAt = start + (sent * 1000) / rate;
        const call = work().then(
          (outcome) => (outcome === true ? void latencies.push(performance.now() - dueAt) : fail(outcome)),
          (error: Error) => fail(error.message),
        );
        pending.add(call);
        void call.then(() => pending.delete(call));
        sent++;
      }
      if (sent >= total) {
        clearInterval(tick);
        resolve();
      }
    }, 1);
  });
  await Promise.all(pending);
  return { latencies: latencies.sort((a, b) => a - b), errors, failures, sent, seconds };
}

export type Measure = { warmupSeconds: number; seconds: number; cpuOf?: () => Promise<number> };

/** One step: `warmupSeconds` at the rate, unrecorded, then `seconds` measured (with the CPU time of `cpuOf` over them). */
export async function measureStep(rate: number, work: Work, measure: Measure): Promise<Step> {
  if (measure.warmupSeconds > 0) await openLoop(rate, measure.warmupSeconds, work);
  const cpuBefore = await measure.cpuOf?.();
  const [postgresBefore, machineBefore] = await Promise.all([postgresCpuMs(), machineCpu()]);
  const driverBefore = process.cpuUsage();
  const run = await openLoop(rate, measure.seconds, work);
  const driver = process.cpuUsage(driverBefore);
  const [postgresAfter, machineAfter] = await Promise.all([postgresCpuMs(), machineCpu()]);
  const cpuAfter = await measure.cpuOf?.();
  const machineTotal = Math.max(1, machineAfter.total - machineBefore.total);
  const done = run.latencies.length;
  return {
    rate,
    achieved: done / run.seconds,
    p50: percentile(run.latencies, 50),
    p95: percentile(run.latencies, 95),
    p99: percentile(run.latencies, 99),
    errors: run.errors,
    failures: run.failures,
    sent: run.sent,
    cpuMsPerRequest: cpuBefore === undefined || cpuAfter === undefined || done === 0 ? null : (cpuAfter - cpuBefore) / done,
    driverCpuMsPerRequest: (driver.user + driver.system) / 1000 / Math.max(1, done),
    postgresCpuMsPerRequest: postgresCpuBetween(postgresBefore, postgresAfter) / Math.max(1, done),
    machineBusy: (machineAfter.busy - machineBefore.busy) / machineTotal,
    machineSteal: (machineAfter.steal - machineBefore.steal) / machineTotal,
  };
}

/** A step holds when p95 is within the goal, at most 1 % failed, and answers kept up with arrivals. */
const holds = (step: Step, goalP95: number) => step.p95 <= goalP95 && step.errors <= 0.01 * step.sent && step.achieved >= 0.95 * step.rate;

export type Search = { start: number; max: number; goalP95: number; refinements: number };

/**
 * The rates to try, one at a time (each answered with whether it held): from `start`, doubled while it
 * holds (up to `max`), then `refinements` halvings of the gap between the best rate that held and the
 * lowest that did not. When `start` itself misses, it is halved down to an eighth; 0 means none held.
 * Returns the capacity.
 */
function* rateSearch(search: Search): Generator<number, number, boolean> {
  let good = 0;
  let bad = 0;
  for (let rate = search.start; ; rate = Math.min(search.max, rate * 2)) {
    if (yield rate) good = rate;
    else {
      bad = rate;
      break;
    }
    if (rate >= search.max) break;
  }
  // Not even the first rate: halved (at most three times) so that the report still says where it stands.
  for (let rate = Math.round(search.start / 2); good === 0 && rate >= search.start / 8; rate = Math.round(rate / 2)) {
    if (yield rate) good = rate;
    else bad = rate;
  }
  for (let i = 0; i < search.refinements && bad > 0 && good > 0 && bad - good > search.start / 4; i++) {
    const rate = Math.round((good + bad) / 2);
    if (yield rate) good = rate;
    else bad = rate;
  }
  return good;
}

export type Searched = { capacity: number; best: Step | null; steps: Step[] };

export type Runner = { step: (rate: number) => Promise<Step>; report: (step: Step, held: boolean) => void };

/**
 * The capacity of each runner, their searches advanced in turn, one step each: the server's and the
 * floor's steps then alternate, so a slower minute of the machine (another tenant, a checkpoint) falls
 * on both rather than on whichever search ran in it. A step that misses is measured once more at once,
 * and the search takes the second answer: a machine of this kind stalls its disk for a few hundred ms now
 * and then (seen in the floor's steps as much as the server's), and one such stall in a step would
 * otherwise halve the capacity found, although the rate is held before and after it. A rate that does
 * not hold misses twice.
 */
export async function capacities(search: Search, runners: Runner[]): Promise<Searched[]> {
  const searches = runners.map(() => rateSearch(search));
  const steps: Step[][] = runners.map(() => []);
  const next = searches.map((searching) => searching.next());
  while (next.some((result) => !result.done)) {
    for (const [i, runner] of runners.entries()) {
      const current = next[i];
      if (current.done) continue;
      let held = false;
      for (let attempt = 1; attempt <= 2 && !held; attempt++) {
        const result = await runner.step(current.value);
        held = holds(result, search.goalP95);
        steps[i].push(result);
        runner.report(result, held);
      }
      next[i] = searches[i].next(held);
    }
  }
  // A finished search's last value is its capacity.
  return next.map((result, i) => {
    const found = result.value;
    return { capacity: found, best: steps[i].filter((s) => s.rate === found).at(-1) ?? null, steps: steps[i] };
  });
}

/** The capacity of one runner (see capacities). */
export async function capacity(search: Search, runner: Runner): Promise<Searched> {
  const [searched] = await capacities(search, [runner]);
  return searched;
}

/**
 * A keep-alive HTTP client for one request shape: each call is one request, true on a 2xx answer, else the
 * status. undici's Pool rather than node:http's client: the driver shares the machine's two CPUs with the
 * server and PostgreSQL, so what it spends the server's capacity pays for (the floor's pg driver costs
 * 0.1–0.2 ms a statement). At 400–800 awards/s node:http's client took 0.3–0.5 ms of CPU per request,
 * undici's 0.2–0.3 ms (bench:counter's driver figure, 2026-12-07).
 */
export function httpWork(baseUrl: string, cookie: string, request: () => { method: "GET" | "POST"; path: string; body?: string }): Work {
  const pool = new Pool(baseUrl, { connections: 256, pipelining: 1, keepAliveTimeout: 60_000, headersTimeout: 30_000, bodyTimeout: 30_000 });
  return async () => {
    const { method, path, body } = request();
    const headers: Record<string, string> = body === undefined ? { cookie } : { cookie, "content-type": "application/json" };
    try {
      const response = await pool.request({ origin: baseUrl, method, path, headers, body });
      await response.body.dump();
      return response.statusCode >= 200 && response.statusCode < 300 ? true : `HTTP ${response.statusCode}`;
    } catch (error) {
      return (error as Error).message;
    }
  };
}

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used, in ms, from /proc (Linux). */
export const processCpuMs = (pid: number) => statCpuMs(`/proc/${pid}/stat`);

/** The user + system CPU time, in ms, in a /proc stat file (a process's, or one thread's under task/). */
export async function statCpuMs(path: string): Promise<number> {
  return statTimes(await readFile(path, "utf8"));
}

function statTimes(stat: string): number {
  // Fields after the command name (which may contain spaces) start at the state, field 3.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  return ((utime + stime) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** The CPU time so far, in ms, of each process named postgres (the server's backends and its own helpers), by pid. */
async function postgresCpuMs(): Promise<Map<string, number>> {
  const pids = (await readdir("/proc")).filter((entry) => /^\d+$/.test(entry));
  const times = new Map<string, number>();
  await Promise.all(
    pids.map(async (pid) => {
      const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
      if (stat.includes("(postgres)")) times.set(pid, statTimes(stat));
    }),
  );
  return times;
}

/** PostgreSQL's CPU time between two snapshots: a process started meanwhile counts whole, one that ended meanwhile is lost. */
function postgresCpuBetween(before: Map<string, number>, after: Map<string, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** The whole machine's CPU time so far, in clock ticks: busy (user, system, interrupts), stolen by the hypervisor, and in all. */
async function machineCpu(): Promise<{ busy: number; steal: number; total: number }> {
  const line = (await readFile("/proc/stat", "utf8")).split("\n")[0];
  // cpu user nice system idle iowait irq softirq steal (guest time is inside user already)
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1, 9).map(Number);
  return { busy: user + nice + system + irq + softirq, steal, total: user + nice + system + idle + iowait + irq + softirq + steal };
}
