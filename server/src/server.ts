// Starts the whole product: database (embedded or external), migrations, demo data, HTTP server.
// Used by index.ts and by the tests, so both run the same start-up.
import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "./app.js";
import { answerClientErrors, answerLateBody, answerOnConnection } from "./routes/apiErrors.js";
import { createDb, createPool, type Db } from "./db/client.js";
import { startEmbeddedDatabase } from "./db/embedded.js";
import { migrate } from "./db/migrate.js";
import { defaultPublicOrigin, type Env } from "./env.js";
import { defaultHashQueueLimits, passwordHashQueue } from "./auth/hashQueue.js";
import { LARGEST_JSON_BODY_BYTES } from "./lib/jsonBody.js";
import { createLogger, type Logger } from "./lib/logger.js";
import { CLIENT_TIMEOUTS, serverTimeouts, watchSlowClients, type ClientTimeouts } from "./lib/slowClients.js";
import { createServices } from "./services.js";
import { listenForAuthChanges } from "./auth/authChanges.js";
import { jobRegistrations } from "./jobs/registrations.js";
import { startWebhookRelay } from "./webhooks/relay.js";
import { startBackups } from "./backup/service.js";
import { seed } from "../../prisma/seed/seed.js";

/** How long an idle keep-alive connection stays open (see startServer). */
const KEEP_ALIVE_MS = 65_000;

export type RunningServer = {
  url: string;
  /** The origin links and upload addresses are built on (PUBLIC_ORIGIN, or localhost on the port taken). */
  publicOrigin: string;
  db: Db;
  log: Logger;
  close(): Promise<void>;
};

export type ServerOptions = {
  migrate?: boolean;
  /** How long slow clients are waited for (lib/slowClients.ts); tests shorten them. */
  clientTimeouts?: ClientTimeouts;
};

export async function startServer(env: Env, options: ServerOptions = {}): Promise<RunningServer> {
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
    const pool = createPool(databaseUrl, embedded ? 1 : env.DATABASE_POOL_SIZE, env.DATABASE_WAIT_MS);
    // Before the pool's first connection: on the embedded database, the pool's own connections listen.
    const authChanges = listenForAuthChanges({ pool, databaseUrl, embedded: embedded !== null, log });
    const db = createDb(pool);
    if (embedded && env.SEED_DEMO === "true" && (await db.company.count()) === 0) {
      const started = Date.now();
      await seed(db, log);
      log.info({ ms: Date.now() - started }, "demo data loaded");
    }
    // Listen first: with PORT=0 and no PUBLIC_ORIGIN, links must name the port actually taken.
    // Until the app is ready (the queue started), a request is answered 503 at once: an
    // http.Server without a request listener would hold it open forever.
    let app: RequestListener | undefined;
    let stopping = false;
    const timeouts = options.clientTimeouts ?? CLIENT_TIMEOUTS;
    const server = createServer(serverTimeouts(timeouts, Math.max(env.UPLOAD_MAX_BYTES, LARGEST_JSON_BODY_BYTES)), (req, res) => {
      // A request on a kept-alive connection while stopping is answered, and its connection closed after.
      if (stopping) res.setHeader("Connection", "close");
      if (app) return app(req, res);
      res.writeHead(503, { "content-type": "application/json; charset=utf-8", "retry-after": "1" }).end(JSON.stringify({ status: "starting" }));
    });
    answerClientErrors(server);
    const slowClients = watchSlowClients(server, timeouts.bodyGraceMs, { body: answerLateBody, headers: (socket) => answerOnConnection(socket, 408) });
    // An idle keep-alive connection is closed after this long. Node's 5 s races with clients and proxies
    // that keep theirs longer (nginx and load balancers 60 s): a request sent as the server closes the
    // connection ends in a reset. Longer than theirs, the client closes first. Answers announce it
    // (Keep-Alive: timeout=65), and closing the server still closes idle connections at once.
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.listen(env.PORT, env.HOST);
    await new Promise<void>((resolve, reject) => {
      server.once("listening", resolve);
      server.once("error", reject);
    });
    const { port } = server.address() as AddressInfo;
    const served = new URL(env.PUBLIC_ORIGIN).port === "0" ? { ...env, PUBLIC_ORIGIN: defaultPublicOrigin(port) } : env;
    const services = createServices(served, db, pool, log, authChanges);
    // After the migrations: the queue's workers may run any job already waiting (scheduled sends).
    await services.queue.start(jobRegistrations(served)).catch((error) => {
      server.close();
      throw error;
    });
    const relay = startWebhookRelay(services);
    // The embedded database's backups (`npm run backup`, the daily one): only this process can take them.
    const backups = embedded ? await startBackups(served, embedded, pool, log) : null;
    app = createApp(services);
    let closing: Promise<void> | undefined;
    return {
      url: `http://127.0.0.1:${port}`,
      publicOrigin: services.env.PUBLIC_ORIGIN,
      db,
      log,
      close: () =>
        (closing ??= (async () => {
          // Finish requests in flight, then close the pool (bounded: a stuck client must not hang shutdown).
          stopping = true;
          const closed = new Promise<void>((resolve) => server.close(() => resolve()));
          // close() closes the idle connections once. One whose answer was still being written goes idle
          // later, and would otherwise hold the shutdown for its keep-alive timeout. A client still sending
          // its request is not waited for either (close() stops Node's timers, which would cut it).
          const sweep = () => {
            server.closeIdleConnections();
            slowClients.cutAll();
          };
          sweep();
          const sweeping = setInterval(sweep, 100);
          await closed;
          clearInterval(sweeping);
          await relay.stop();
          await backups?.stop();
          await authChanges.stop();
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
