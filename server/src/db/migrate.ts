// Applies prisma/migrations with the Prisma CLI (WebAssembly engine, see prisma.config.ts).
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
const root = fileURLToPath(new URL("../../..", import.meta.url));
const prismaCli = createRequire(import.meta.url).resolve("prisma/build/index.js");
const unrefIdleTimers = fileURLToPath(new URL("./unrefIdleTimers.cjs", import.meta.url));

export async function migrate(databaseUrl: string): Promise<void> {
  await run(process.execPath, ["--require", unrefIdleTimers, prismaCli, "migrate", "deploy"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PRISMA_HIDE_UPDATE_MESSAGE: "1" },
  });
}
