// The background job queue: pg-boss over the server's own pool (the embedded database has a single
// connection, so the queue must not open another). Jobs are rows in PostgreSQL, so a job scheduled for
// later (startAfter) or waiting for a retry survives a restart.
//
// Jobs are declared in ./registrations.ts; start() creates their queues, cron schedules and workers.
import PgBoss from "pg-boss";
import type { Prisma } from "../generated/prisma/client.js";
import { isDatabaseWaitTimeout } from "../lib/overload.js";
import type { JobContext, JobRegistration } from "./types.js";

type SendOptions = PgBoss.SendOptions & {
  /** Enqueue inside this Prisma transaction: the job exists only if the transaction commits. */
  tx?: Prisma.TransactionClient;
};

export type JobQueue = {
  start(registrations: readonly JobRegistration[]): Promise<void>;
  stop(): Promise<void>;
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  /** Makes the named queue's worker look for jobs now instead of at its next poll. */
  wake(name: string): void;
};

/** pg-boss's SQL on a Prisma transaction (pg-boss passes objects for jsonb and strings for times). */
function transactionDb(tx: Prisma.TransactionClient): PgBoss.Db {
  return {
    executeSql: async (text, values = []) => {
      const params = values.map((value) => (value !== null && typeof value === "object" && !(value instanceof Date) ? JSON.stringify(value) : value));
      return { rows: await tx.$queryRawUnsafe<unknown[]>(text, ...params) };
    },
  };
}

/**
 * Two processes starting at once (several servers, or parallel test files on one database) create the
 * same queues and schedules at the same moment; pg-boss's DDL can then deadlock or hit a duplicate.
 * Those are retried: the second attempt finds the queue made by the other process. So is a start on a
 * busy database whose connection took longer than DATABASE_WAIT_MS: a server starts slowly, not never.
 */
async function retrying<T>(step: () => Promise<T>, beforeRetry?: () => void, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      const code = (error as { code?: string }).code;
      const transient = code === "40P01" || code === "23505" || code === "40001" || isDatabaseWaitTimeout(error);
      if (attempt >= attempts || !transient) throw error;
      beforeRetry?.();
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

/** Waits for the promise, or for ms, whichever comes first. */
async function within(promise: Promise<unknown>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/** stopTimeoutMs: how long stop() lets running handlers finish (tests shorten it; pg-boss's least is 1 s). */
export function createQueue(context: JobContext, { stopTimeoutMs = 10_000 } = {}): JobQueue {
  // Handlers still running, and pg-boss's queries in flight: stop() waits for both (bounded) before
  // the server ends its pool.
  const running = new Set<Promise<unknown>>();
  const queries = new Set<Promise<unknown>>();
  let closed = false;
  const tracked = <T>(set: Set<Promise<unknown>>, promise: Promise<T>) => {
    const settled: Promise<unknown> = promise.then(
      () => set.delete(settled),
      () => set.delete(settled),
    );
    set.add(settled);
    return promise;
  };
  // pg-boss writes a handler's outcome without awaiting it. One written after stop() would go to the
  // ended pool: an unhandled rejection that kills the process. stop() has already failed that job
  // ("pg-boss shut down while active") and pg-boss will retry it, so the late outcome is dropped.
  const executeSql = (text: string, values?: unknown[]) => {
    if (!closed) return tracked(queries, context.pool.query(text, values));
    context.log.warn("a job finished after the queue stopped; it was failed at shutdown and will be retried");
    return new Promise<never>(() => {});
  };
  const newBoss = () => {
    const created = new PgBoss({
      db: { executeSql },
      schema: context.env.JOBS_SCHEMA,
      // Maintenance every few minutes is plenty; each run takes the single embedded connection briefly.
      maintenanceIntervalSeconds: 300,
    });
    created.on("error", (error) => context.log.error({ err: error }, "job queue error"));
    return created;
  };
  let boss = newBoss();
  const workers = new Map<string, string>();
  let started = false;

  return {
    async start(registrations) {
      // A pg-boss whose start() failed counts itself as starting forever: the retry starts a new one.
      await retrying(
        () => boss.start(),
        () => (boss = newBoss()),
      );
      started = true;
      for (const job of registrations) {
        await retrying(async () => {
          if (!(await boss.getQueue(job.name))) await boss.createQueue(job.name, { name: job.name, ...job.queue });
        });
        if (job.cron) await retrying(() => boss.schedule(job.name, job.cron!, {}, { tz: "Europe/Athens" }));
        const workerId = await boss.work<object>(job.name, { pollingIntervalSeconds: 2, ...job.work }, async (jobs) => {
          try {
            await tracked(running, job.handler(jobs, context));
          } catch (error) {
            context.log.warn({ err: error, job: job.name }, "job failed; pg-boss retries it");
            throw error;
          }
        });
        workers.set(job.name, workerId);
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      try {
        await boss.stop({ graceful: true, close: false, timeout: stopTimeoutMs });
        // pg-boss stops waiting at the timeout; a handler a moment late still gets its outcome written.
        await within(Promise.all(running), stopTimeoutMs / 5);
        // pg-boss sends a handler's outcome just after the handler settles; wait for it to be written.
        await new Promise((resolve) => setImmediate(resolve));
        await within(Promise.all(queries), stopTimeoutMs / 5);
      } finally {
        closed = true;
      }
    },
    send(name, data, { tx, ...options } = {}) {
      return boss.send(name, data, tx ? { ...options, db: transactionDb(tx) } : options);
    },
    wake(name) {
      const workerId = workers.get(name);
      if (workerId) boss.notifyWorker(workerId);
    },
  };
}
