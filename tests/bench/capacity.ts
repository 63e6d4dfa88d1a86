// Capacity by step search: open-loop load at a steady arrival rate, each step warmed up at its own rate
// before it is measured, the rate doubled while the goal holds, then halved back towards the first
// rate that missed it. The same driver runs the server (over HTTP) and the bare-SQL floor (a pg pool),
// so the two capacities are measured the same way.
import { readFile } from "node:fs/promises";
import http from "node:http";
import { percentile } from "./stats.js";

/** One unit of work: resolves true when it succeeded, else what went wrong (an HTTP status, say). */
export type Work = () => Promise<true | string>;

export type Step = { rate: number; achieved: number; p50: number; p95: number; p99: number; errors: number; failures: Record<string, number>; sent: number; cpuMsPerRequest: number | null };

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
  const run = await openLoop(rate, measure.seconds, work);
  const cpuAfter = await measure.cpuOf?.();
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
  };
}

/** A step holds when p95 is within the goal, at most 1 % failed, and answers kept up with arrivals. */
export const holds = (step: Step, goalP95: number) => step.p95 <= goalP95 && step.errors <= 0.01 * step.sent && step.achieved >= 0.95 * step.rate;

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

/** A keep-alive HTTP client for one request shape: each call is one request, true on a 2xx answer, else the status. */
export function httpWork(baseUrl: string, cookie: string, request: () => { method: "GET" | "POST"; path: string; body?: string }): Work {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  return () => {
    const { method, path, body } = request();
    return new Promise<true | string>((resolve) => {
      const headers: Record<string, string | number> = { cookie };
      if (body !== undefined) Object.assign(headers, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
      const req = http.request(`${baseUrl}${path}`, { method, agent, headers }, (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        response.on("end", () => resolve(status >= 200 && status < 300 ? true : `HTTP ${status}`));
      });
      req.setTimeout(30_000, () => req.destroy());
      req.on("error", (error) => resolve(error.message));
      req.end(body);
    });
  };
}

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used, in ms, from /proc (Linux). */
export const processCpuMs = (pid: number) => statCpuMs(`/proc/${pid}/stat`);

/** The user + system CPU time, in ms, in a /proc stat file (a process's, or one thread's under task/). */
export async function statCpuMs(path: string): Promise<number> {
  const stat = await readFile(path, "utf8");
  // Fields after the command name (which may contain spaces) start at the state, field 3.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  return ((utime + stime) * 1000) / CLOCK_TICKS_PER_SECOND;
}
