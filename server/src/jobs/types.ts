import type PgBoss from "pg-boss";
import type pg from "pg";
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";
import type { Logger } from "../lib/logger.js";
import type { Mailer } from "../lib/mailer.js";

/**
 * What a job handler may use: the server's services without the request-only parts and the queue
 * itself. Declared here, not derived from trpc.ts's Services, which holds the queue: that would be a
 * type circle trpc.ts → jobs/queue.ts → jobs/types.ts → trpc.ts.
 */
export type JobContext = { db: Db; pool: pg.Pool; env: Env; log: Logger; mailer: Mailer };

export type JobRegistration<T extends object = object> = {
  name: string;
  handler: (jobs: PgBoss.Job<T>[], context: JobContext) => Promise<void>;
  /** cron in Europe/Athens time, e.g. "15 3 * * *" for 03:15 every day */
  cron?: string;
  /** retry policy and expiry of the queue, e.g. { retryLimit: 5, retryDelay: 30, retryBackoff: true } */
  queue?: Omit<PgBoss.Queue, "name">;
  work?: PgBoss.WorkOptions;
};
