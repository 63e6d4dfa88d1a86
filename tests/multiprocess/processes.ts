// Real server processes (`node --import tsx server/src/index.ts`, as `npm run serve` starts them) on one
// PostgreSQL database, for the tests of running more than one process.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export class ServerProcess {
  private child: ChildProcess | undefined;
  private output = "";
  readonly url: string;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  /** Starts the process and resolves once /api/health answers 200. */
  async start(): Promise<this> {
    this.output = "";
    const child = spawn(process.execPath, ["--import", "tsx", "server/src/index.ts"], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...this.env, PORT: String(this.port), HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child = child;
    child.stdout!.on("data", (chunk) => (this.output += chunk));
    child.stderr!.on("data", (chunk) => (this.output += chunk));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${this.name} exited ${child.exitCode}:\n${this.output}`);
      const healthy = await fetch(`${this.url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return this;
      if (Date.now() > deadline) throw new Error(`${this.name} did not start:\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Sends the signal and resolves with the exit code. */
  stop(signal: NodeJS.Signals = "SIGTERM"): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null) return Promise.resolve(child?.exitCode ?? null);
    return new Promise((resolve) => {
      child.once("exit", (code) => resolve(code));
      child.kill(signal);
    });
  }

  get log() {
    return this.output;
  }
}

/** Two server processes A and B on free ports, sharing one environment (one database), both started. */
export async function startTwoProcesses(env: Record<string, string>): Promise<[ServerProcess, ServerProcess]> {
  const [portA, portB] = await Promise.all([freePort(), freePort()]);
  const pair: [ServerProcess, ServerProcess] = [new ServerProcess("A", portA, env), new ServerProcess("B", portB, env)];
  await Promise.all(pair.map((process) => process.start()));
  return pair;
}
