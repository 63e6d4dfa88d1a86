// Shutting down with a job still running: the server ends its pool right after the queue stops, and
// pg-boss writes a job's outcome without awaiting it. A late outcome must neither kill the process
// (an unhandled rejection on the ended pool) nor be lost when it arrives in time.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createQueue } from "../../server/src/jobs/queue.js";
import type { JobContext } from "../../server/src/jobs/types.js";
import { createLogger } from "../../server/src/lib/logger.js";
import { PassThrough } from "node:stream";

const JOB = "shutdown-test";

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("job queue shutdown", () => {
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  beforeAll(() => void process.on("unhandledRejection", onRejection));
  afterAll(() => void process.off("unhandledRejection", onRejection));

  async function queueWithSlowJob(schema: string) {
    const pool = new pg.Pool({ connectionString: inject("databaseUrl"), max: 3 });
    const log = createLogger("error", new PassThrough());
    const context = { pool, log, env: { JOBS_SCHEMA: schema } } as unknown as JobContext;
    const queue = createQueue(context, { stopTimeoutMs: 1_000 });
    const started = gate();
    const release = gate();
    await queue.start([
      {
        name: JOB,
        work: { pollingIntervalSeconds: 0.5 },
        handler: async () => {
          started.open();
          await release.opened;
          throw new Error("the job fails after shutdown began");
        },
      },
    ]);
    const jobId = await queue.send(JOB, {});
    queue.wake(JOB);
    await started.opened;
    const state = async () => (await pool.query(`SELECT state, output FROM "${schema}".job WHERE id = $1`, [jobId])).rows[0];
    return { pool, queue, release, state };
  }

  it("waits for a handler that finishes just after pg-boss's own wait, and records its outcome", async () => {
    const { pool, queue, release, state } = await queueWithSlowJob(`jobs_shutdown_a_${process.pid}`);
    setTimeout(release.open, 1_050); // after pg-boss's 1 s, within the queue's own grace
    await queue.stop();
    const job = await state();
    await pool.end();
    expect(job).toMatchObject({ state: "retry", output: { message: "the job fails after shutdown began" } });
    expect(rejections).toEqual([]);
  });

  it("a handler that outlives the shutdown does not write to the ended pool; its job is left to be retried", async () => {
    const { pool, queue, release, state } = await queueWithSlowJob(`jobs_shutdown_b_${process.pid}`);
    await queue.stop();
    const job = await state();
    await pool.end();
    release.open();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(job).toMatchObject({ state: "retry", output: { value: "pg-boss shut down while active" } });
    expect(rejections).toEqual([]);
  });
});
