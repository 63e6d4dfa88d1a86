// One process per embedded database folder: two processes released at the same instant on one DATA_DIR
// (each about to write) end with exactly one running and the other refused (exit 1, a clear message),
// and every row the running one acknowledged is there after reopening. A holder that died (SIGKILL),
// or a lock file naming a live PID of another program, never blocks the next start.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedDatabase } from "../../server/src/db/embedded.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
type Writer = { child: ChildProcess; out: string; err: string; ready: Promise<void>; exit: Promise<number | null> };

function writer(dir: string, name: string, mode = ""): Writer {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/trust/lockWriter.ts", dir, name, mode], { cwd: root, stdio: ["pipe", "pipe", "pipe"] });
  const state = { child, out: "", err: "" } as Writer;
  state.ready = new Promise((resolve) =>
    child.stdout!.on("data", (chunk) => {
      state.out += chunk;
      if (state.out.includes("ready")) resolve();
    }),
  );
  child.stderr!.on("data", (chunk) => (state.err += chunk));
  state.exit = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  return state;
}

const acked = (w: Writer) => [...w.out.matchAll(/^acked (\S+)$/gm)].map((match) => match[1]);

async function storedIds(dir: string): Promise<string[]> {
  const database = await startEmbeddedDatabase(dir);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<{ id: string }>("SELECT id FROM acked ORDER BY id")).rows.map((row) => row.id);
  } finally {
    await client.end();
    await database.stop();
  }
}

let base: string;
beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), "loyalty-lock-"));
});
afterAll(() => rm(base, { recursive: true, force: true }));

describe("the embedded database's folder lock", () => {
  it("lets exactly one of two processes started at the same instant run; its acknowledged rows all survive", async () => {
    const dir = path.join(base, "race");
    const writers = [writer(dir, "a"), writer(dir, "b")];
    await Promise.all(writers.map((w) => w.ready));
    for (const w of writers) w.child.stdin!.write("go\n");
    const codes = await Promise.all(writers.map((w) => w.exit));
    expect(codes.sort()).toEqual([0, 1]);
    const loser = writers.find((w) => w.child.exitCode === 1)!;
    expect(loser.err).toMatch(/The embedded database in .* is in use by another process \(PID \d+\)/);
    expect(loser.err).not.toMatch(/\n\s+at /);
    const winner = writers.find((w) => w !== loser)!;
    expect(acked(winner)).toHaveLength(20);
    expect(await storedIds(dir)).toEqual(acked(winner).sort());
  });

  it("is not blocked by a holder that was killed, nor by a lock file naming another program's live PID", async () => {
    const dir = path.join(base, "race");
    const holder = writer(dir, "killed", "hold");
    await holder.ready;
    holder.child.stdin!.write("go\n");
    await new Promise<void>((resolve) => holder.child.stdout!.on("data", () => holder.out.includes("holding") && resolve()));
    holder.child.kill("SIGKILL");
    await holder.exit;
    // The lock file of earlier versions, naming a process that is alive (this test's parent).
    await writeFile(`${dir}.lock`, String(process.ppid));
    const stored = await storedIds(dir);
    expect(acked(holder)).toHaveLength(20);
    expect(stored).toEqual(expect.arrayContaining(acked(holder)));
  });
});
