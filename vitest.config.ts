import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The admin's modules under test import the code they share with the server as @shared (tsconfig.json).
  resolve: { alias: { "@shared": fileURLToPath(new URL("server/src/shared", import.meta.url)) } },
  test: {
    include: ["tests/**/*.test.ts"],
    globalSetup: ["tests/setup/global.ts"],
    pool: "forks",
    // On the embedded database (no TEST_DATABASE_URL) one test file at a time: pglite-socket cannot
    // serve concurrent connections reliably.
    maxWorkers: process.env.TEST_DATABASE_URL ? 2 : 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ["default", "./tests/setup/summary-reporter.ts"],
  },
});
