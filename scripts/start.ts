// `npm start`: builds the front ends unless the last build is of the same sources and settings
// (scripts/buildCache.ts), in one line instead of the build's tables (its whole output goes to
// dist/build.log, and is shown if it fails), then starts the server, which says where to go.
import { spawn } from "node:child_process";
import { mkdirSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildDecision, forgetBuild, recordBuild } from "./buildCache.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const LOG = "dist/build.log";

const decision = await buildDecision(root, process.env);
if (decision.build) {
  process.stdout.write(`Build: ${decision.reason}; building the admin, the wallet and the public site (about a minute; output in ${LOG})…\n`);
  await forgetBuild(root);
  const started = Date.now();
  const code = await build();
  if (code !== 0) {
    const lines = readFileSync(path.join(root, LOG), "utf8").trimEnd().split("\n");
    process.stderr.write(`${lines.slice(-40).join("\n")}\n\nBuild failed (exit code ${code}); the whole output is in ${LOG}.\n`);
    process.exit(code);
  }
  await recordBuild(root, decision.hash);
  process.stdout.write(`Build: done in ${Math.round((Date.now() - started) / 1000)} s.\n`);
} else {
  process.stdout.write(`Build: ${decision.reason}, reusing dist/.\n`);
}
await import("../server/src/index.js");

function build(): Promise<number> {
  mkdirSync(path.join(root, "dist"), { recursive: true });
  const output = openSync(path.join(root, LOG), "w");
  // The production build whatever NODE_ENV the shell has, as the test setup builds it (tests/setup/build.ts).
  const child = spawn("npm", ["run", "build"], { cwd: root, stdio: ["ignore", output, output], env: { ...process.env, NODE_ENV: "production" } });
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}
