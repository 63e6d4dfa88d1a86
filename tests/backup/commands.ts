// `npm run backup` and `npm run restore` as a person runs them: their entry points in a process of their own.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

export type CommandResult = { code: number | null; stdout: string; stderr: string };

export function runCommand(name: "backup" | "restore", args: string[], env: Record<string, string>): Promise<CommandResult> {
  const child = spawn(process.execPath, ["--import", "tsx", `server/src/backup/${name}Command.ts`, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const result: CommandResult = { code: null, stdout: "", stderr: "" };
  child.stdout.on("data", (chunk) => (result.stdout += chunk));
  child.stderr.on("data", (chunk) => (result.stderr += chunk));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ ...result, code })));
}
