// The server as its own process, as the benches measure it: `node --import tsx server/src/index.ts` with
// NODE_ENV=production, on a free port, answered /api/health before it is handed back.
import { spawn } from "node:child_process";
import { freePort } from "../multiprocess/processes.js";

export type ServerProcess = { url: string; pid: number; stop(): Promise<void> };

export type ServerOptions = {
  /** A folder: the server runs with --cpu-prof and writes its profile there on exit. */
  cpuProfileDir?: string;
  /** Show the server's log lines (JSON); otherwise they are written, as a server writes them, unread. */
  showLogs?: boolean;
};

export async function startServerProcess(env: Record<string, string>, options: ServerOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const profile = options.cpuProfileDir ? ["--cpu-prof", "--cpu-prof-dir", options.cpuProfileDir] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", "server/src/index.ts"], {
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-00",
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", options.showLogs ? "inherit" : "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}`);
    if ((await fetch(`${url}/api/health`).catch(() => null))?.ok) return { url, pid: child.pid!, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error("server did not start");
}
