// Before each browser test file: the apps it opens are built. When the run builds them itself
// (tests/setup/build.ts), wait until that build has ended, and stop the file with the build's own
// output if it failed.
import { existsSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { beforeAll, inject } from "vitest";
import type { BuildResult } from "./build.js";

beforeAll(async () => {
  const resultFile = inject("buildResult");
  if (!resultFile) return;
  while (!existsSync(resultFile)) await sleep(250);
  const result = JSON.parse(readFileSync(resultFile, "utf8")) as BuildResult;
  if (result.code !== 0) throw new Error(`npm run build failed (exit ${result.code}):\n${readFileSync(result.log, "utf8").slice(-4000)}`);
}, 600_000);
