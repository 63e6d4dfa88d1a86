// The browser project tests the built apps (dist/). With TEST_BUILD=1 (`npm test`, `npm run test:browser`)
// this starts `npm run build` when the run starts and returns at once: the unit and api projects run
// while it builds, and each browser test file waits for it first (tests/setup/built.ts). Without it the
// browser tests use the dist/ already there, as after `npm run build`.
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The file `npm run build`'s outcome is written to ({ code, seconds, log }), or "" when the run does not build. */
    buildResult: string;
  }
}

export type BuildResult = { code: number; seconds: number; log: string };

/** The build's outcome once it ends, for the summary reporter (same process). */
export const buildOutcome = globalThis as { loyaltyTestBuild?: BuildResult };

export default function build(project: TestProject) {
  if (process.env.TEST_BUILD !== "1") {
    project.provide("buildResult", "");
    return;
  }
  const folder = mkdtempSync(path.join(tmpdir(), "loyalty-build-"));
  const log = path.join(folder, "build.log");
  const resultFile = path.join(folder, "result.json");
  const output = openSync(log, "w");
  const started = Date.now();
  // Its own process group, so that a run that ends first (Ctrl-C, no browser test selected) stops vite too.
  // The production build a user gets: Vitest sets NODE_ENV=test, which would make Vite bundle React's
  // development build (twice the size, and different behaviour from what ships).
  const env = { ...process.env, NODE_ENV: "production" };
  const child = spawn("npm", ["run", "build"], { stdio: ["ignore", output, output], detached: true, env });
  let running = true;
  const finished = new Promise<void>((resolve) => {
    child.on("close", (code) => {
      running = false;
      const result: BuildResult = { code: code ?? 1, seconds: (Date.now() - started) / 1000, log };
      buildOutcome.loyaltyTestBuild = result;
      // Written whole, then renamed: a test file waiting for it never reads half of it.
      writeFileSync(`${resultFile}.part`, JSON.stringify(result));
      renameSync(`${resultFile}.part`, resultFile);
      resolve();
    });
  });
  project.provide("buildResult", resultFile);
  return async () => {
    if (running && child.pid) process.kill(-child.pid, "SIGTERM");
    await finished;
  };
}
