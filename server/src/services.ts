// Everything a request handler may use, built once at start (and by tests with their own database).
import type { RequestHandler } from "express";
import type pg from "pg";
import { createAuth } from "./auth/index.js";
import { createTaggedCache } from "./auth/authCache.js";
import type { AuthChanges } from "./auth/authChanges.js";
import type { Db } from "./db/client.js";
import type { Env } from "./env.js";
import type { Logger } from "./lib/logger.js";
import { createMailer } from "./lib/mailer.js";
import { createQueue } from "./jobs/queue.js";
import { readMembership, type Membership, type Services } from "./trpc.js";

export type AppServices = Services & { authHandler: RequestHandler };

/**
 * `pool` is the one the Prisma client runs on; the job queue shares it (one connection when embedded).
 * `authChanges` empties the session and membership caches when either changes (auth/authCache.ts).
 */
export function createServices(env: Env, db: Db, pool: pg.Pool, log: Logger, authChanges: AuthChanges): AppServices {
  const mailer = createMailer(env, db);
  const auth = createAuth({ db, env, log, mailer }, createTaggedCache(authChanges), pool);
  const queue = createQueue({ db, pool, env, log, mailer });
  const memberships = createTaggedCache<Membership | null>(authChanges);
  const findMembership = (userId: string) =>
    memberships.remember(
      userId,
      () => readMembership(pool, userId),
      (found) => [`user:${userId}`, ...(found ? [`company:${found.company.id}`] : [])],
    );
  return { db, pool, env, log, mailer, queue, resolveUser: auth.resolveUser, findMembership, authHandler: auth.handler };
}
