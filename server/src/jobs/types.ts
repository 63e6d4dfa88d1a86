import type PgBoss from "pg-boss";
import type { Services } from "../trpc.js";

/** What a job handler may use: the server's services without the request-only parts. */
export type JobContext = Omit<Services, "resolveUser" | "findMembership" | "queue">;

export type JobRegistration<T extends object = object> = {
  name: string;
  handler: (jobs: PgBoss.Job<T>[], context: JobContext) => Promise<void>;
  /** cron in Europe/Athens time, e.g. "15 3 * * *" for 03:15 every day */
  cron?: string;
  /** retry policy and expiry of the queue, e.g. { retryLimit: 5, retryDelay: 30, retryBackoff: true } */
  queue?: Omit<PgBoss.Queue, "name">;
  work?: PgBoss.WorkOptions;
};
