// Starts the whole product: database (embedded or external), migrations, demo data, HTTP server.
// Used by index.ts and by the tests, so both run the same start-up.
import type { AddressInfo } from "node:net";
import { createApp } from "./app.js";
import { createDb, createPool, type Db } from "./db/client.js";
import { startEmbeddedDatabase } from "./db/embedded.js";
import { migrate } from "./db/migrate.js";
import type { Env } from "./env.js";
import { defaultHashQueueLimits, passwordHashQueue } from "./auth/hashQueue.js";
import { createLogger, type Logger } from "./lib/logger.js";
import { createServices } from "./services.js";
import { jobRegistrations } from "./jobs/registrations.js";
import { startWebhookRelay } from "./webhooks/relay.js";
import { seed } from "../../prisma/seed/seed.js";

export type RunningServer = { url: string; db: Db; log: Logger; close(): Promise<void> };

export async function startServer(env: Env, options: { migrate?: boolean } = {}): Promise<RunningServer> {
  const log = createLogger(env.LOG_LEVEL);
  passwordHashQueue.limits = defaultHashQueueLimits(env.PASSWORD_HASH_CONCURRENCY);
  const embedded = env.DATABASE_URL ? null : await startEmbeddedDatabase(env.DATA_DIR);
  const databaseUrl = env.DATABASE_URL ?? embedded!.url;
  try {
    if (options.migrate !== false) {
      const started = Date.now();
      await migrate(databaseUrl);
      log.info({ ms: Date.now() - started }, "migrations applied");
    }
    // pglite-socket interleaves the extended-protocol messages of concurrent connections, so the
    // embedded database gets exactly one connection (queries queue in the pool instead).
    const pool = createPool(databaseUrl, embedded ? 1 : env.DATABASE_POOL_SIZE);
    const db = createDb(pool);
    if (embedded && env.SEED_DEMO === "true" && (await db.company.count()) === 0) {
      const started = Date.now();
      await seed(db, log);
      log.info({ ms: Date.now() - started }, "demo data loaded");
    }
    const services = createServices(env, db, pool, log);
    // After the migrations: the queue's workers may run any job already waiting (scheduled sends).
    await services.queue.start(jobRegistrations(env));
    const relay = startWebhookRelay(services);
    const app = createApp(services);
    const server = app.listen(env.PORT, env.HOST);
    await new Promise<void>((resolve, reject) => {
      server.once("listening", resolve);
      server.once("error", reject);
    });
    const { port } = server.address() as AddressInfo;
    let closing: Promise<void> | undefined;
    return {
      url: `http://127.0.0.1:${port}`,
      db,
      log,
      close: () =>
        (closing ??= (async () => {
          // Finish requests in flight, then close the pool (bounded: a stuck client must not hang shutdown).
          await new Promise<void>((resolve) => server.close(() => resolve()));
          await relay.stop();
          await services.queue.stop().catch((error) => log.warn({ err: error }, "job queue did not stop cleanly"));
          await Promise.race([db.$disconnect().then(() => pool.end()), new Promise((resolve) => setTimeout(resolve, 5000))]);
          await embedded?.stop();
        })()),
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
