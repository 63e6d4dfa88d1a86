// A real server (the same start-up as `npm start`) on a random port over the run's test database.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { parseEnv } from "../../server/src/env.js";
import { startServer as start, type RunningServer, type ServerOptions } from "../../server/src/server.js";
import { signInAs, type ApiClient } from "./client.js";

export type TestServer = RunningServer;

/**
 * The test worker's data folder, laid out as a user's (`DATA_DIR=.data`, a dot-folder): uploads are
 * stored and served from <tmp>/.data/uploads exactly as on a first `npm start`. A worker runs several
 * test files (the api and browser projects do not isolate them), so it is removed when the worker exits.
 */
const testRoot = mkdtempSync(path.join(tmpdir(), "loyalty-test-"));
export const testDataDir = path.join(testRoot, ".data");
process.once("exit", () => rmSync(testRoot, { recursive: true, force: true }));

export function testEnv(overrides: Record<string, string> = {}) {
  return parseEnv({
    NODE_ENV: "test",
    DATABASE_URL: inject("databaseUrl"),
    // A free port and no PUBLIC_ORIGIN, as a user runs it: links and upload addresses name
    // http://localhost:<the port taken> (RunningServer.publicOrigin).
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: testDataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    // The run's database is embedded when no TEST_DATABASE_URL is given: one connection (see server.ts).
    DATABASE_POOL_SIZE: process.env.TEST_DATABASE_URL ? "10" : "1",
    // The daily job would give demo customers birthday gifts in the middle of other tests; the
    // automation tests call it directly.
    DAILY_AUTOMATION: "false",
    // Webhook tests receive on 127.0.0.1 and watch retries: every server of the run (any of them may
    // take a delivery job) allows loopback targets and retries after 1, 2, 4 … seconds.
    WEBHOOK_ALLOW_PRIVATE: "true",
    WEBHOOK_RETRY_SECONDS: "1",
    // The same for the wallet's push subscriptions: the stand-in push service is http on 127.0.0.1
    // (tests/wallet/pushService.ts); tests/wallet/pushEndpoint.test.ts runs without it.
    WEB_PUSH_ALLOW_PRIVATE: "true",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    // A fixed, wide cap on requests in flight: on a busy test machine the adaptive one (lib/overload.ts)
    // would shrink and refuse the bursts some tests send on purpose (a sweep of every procedure at once);
    // tests/counter/overload.test.ts sets its own cap and covers the refusals.
    OVERLOAD_TARGET_MS: "600000",
    MAX_REQUESTS_IN_FLIGHT: "1000",
    // The same for a database connection: the default half second is an overload guard for a shop's
    // server; on a test machine busy with Chromium and builds, opening a connection can take longer, and
    // a refused server start or request there is no finding. overload.test.ts sets its own.
    DATABASE_WAIT_MS: "10000",
    // Tests stand in for many clients from 127.0.0.1 with X-Forwarded-For (per-address limits stay per
    // test); the default, believing no proxy, is tested in tests/auth/trustProxy.test.ts.
    TRUST_PROXY: "loopback",
    ...overrides,
  });
}

/** `clientTimeouts`: shorter waits for slow clients than a real server's, so that a test of them takes seconds. */
export function startServer(options: { env?: Record<string, string>; clientTimeouts?: ServerOptions["clientTimeouts"] } = {}): Promise<TestServer> {
  return start(testEnv(options.env), { migrate: false, clientTimeouts: options.clientTimeouts });
}

/**
 * One server for a test file, started before its tests and closed after them, with the demo owner signed in.
 * Read `.server` and `.owner` inside tests (they exist once beforeAll has run).
 */
export function useServer() {
  let server: TestServer | undefined;
  let owner: ApiClient | undefined;
  beforeAll(async () => {
    server = await startServer();
    owner = await signInAs(server.url, "owner");
  });
  afterAll(() => server?.close());
  return {
    get server() {
      if (!server) throw new Error("useServer: the server is read before beforeAll ran");
      return server;
    },
    get owner() {
      if (!owner) throw new Error("useServer: the owner is read before beforeAll ran");
      return owner;
    },
  };
}
