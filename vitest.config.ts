import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import InterleavingSequencer from "./tests/setup/sequencer.js";

// On the embedded database (no TEST_DATABASE_URL) one test file at a time: pglite-socket cannot serve
// concurrent connections reliably.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const unitTests = "tests/unit/**/*.test.ts";
// The browser project: Chromium, or the files of the build itself, against the built apps (dist/).
const browserTests = "tests/browser/**/*.test.ts";
// api and browser share one pool of workers (one group): three on PostgreSQL, where much of a test's
// time is spent waiting (for Chromium, a job's next poll, a webhook's retry), so two cores stay busy.
// The files are handed out interleaved (tests/setup/sequencer.ts).
const serverWorkers = onPostgres ? 3 : 1;

export default defineConfig({
  // The admin's modules under test import the code they share with the server as @shared (tsconfig.json).
  resolve: { alias: { "@shared": fileURLToPath(new URL("server/src/shared", import.meta.url)) } },
  test: {
    pool: "forks",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ["default", "./tests/setup/summary-reporter.ts"],
    sequence: { sequencer: InterleavingSequencer },
    projects: [
      {
        extends: true,
        // Pure code: no database, no server, no build; first, on its own (a few seconds). Threads start
        // faster than processes. Each file runs in well under 3 s.
        test: { name: "unit", include: [unitTests], pool: "threads", maxWorkers: 2 },
      },
      {
        extends: true,
        // The server against the run's database; every test file that is neither unit nor browser is
        // here, so a new one is never left out of the run. Its first files run while the build for the
        // browser project goes on.
        test: {
          name: "api",
          include: ["tests/**/*.test.ts"],
          exclude: [unitTests, browserTests],
          globalSetup: ["tests/setup/database.ts"],
          // A worker keeps the modules it loaded from one test file to the next instead of loading the
          // whole server again for each (a quarter of the project's CPU time). Every file still starts
          // its own server and makes its own data; none mocks modules or changes process.env.
          isolate: false,
          sequence: { groupOrder: 1 },
          maxWorkers: serverWorkers,
        },
      },
      {
        extends: true,
        // Beside api (the same group); each file first waits for the build (tests/setup/built.ts).
        test: {
          name: "browser",
          include: [browserTests],
          globalSetup: ["tests/setup/chromium.ts", "tests/setup/database.ts", "tests/setup/build.ts"],
          setupFiles: ["tests/setup/built.ts"],
          isolate: false, // as api
          sequence: { groupOrder: 1 },
          maxWorkers: serverWorkers,
        },
      },
    ],
  },
});
