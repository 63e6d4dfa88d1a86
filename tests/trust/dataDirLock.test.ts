// One process per embedded database folder: two processes released at the same instant on one DATA_DIR
// (each about to write) end with exactly one running and the other refused (exit 1, a clear message),
// and every row the running one acknowledged is there after reopening. A holder that died (SIGKILL),
// or a lock file naming a live PID of another program, never blocks the next start. The lock holds for
// any two processes that open the same files: one reaching the folder through a bind mount, or running
// in another network namespace (another container on the same volume), is refused too; these need root,
// unshare and ip, and are skipped with the reason elsewhere.
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedDatabase } from "../../server/src/db/embedded.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
type Writer = { child: ChildProcess; out: string; err: string; ready: Promise<void>; exit: Promise<number | null> };

/** `wrapper`: a command that runs the writer, such as `unshare -n` (another network namespace). */
function writer(dir: string, name: string, mode = "", wrapper: string[] = []): Writer {
  const command = [...wrapper, process.execPath, "--import", "tsx", "tests/trust/lockWriter.ts", dir, name, mode];
  const child = spawn(command[0], command.slice(1), { cwd: root, stdio: ["pipe", "pipe", "pipe"] });
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

/** Starts the writer and resolves once it holds the database (its inserts done). */
async function holding(w: Writer): Promise<void> {
  await w.ready;
  w.child.stdin!.write("go\n");
  await new Promise<void>((resolve, reject) => {
    w.child.stdout!.on("data", () => w.out.includes("holding") && resolve());
    w.exit.then((code) => reject(new Error(`the holder exited (${code}): ${w.err}`)));
  });
}

/** Starts the writer and resolves with its exit code. */
async function run(w: Writer): Promise<number | null> {
  await w.ready;
  w.child.stdin!.write("go\n");
  return w.exit;
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
    expect(loser.err).toMatch(/The embedded database in .* is in use by another process \(PID \d+ on host \S+\)/);
    expect(loser.err).not.toMatch(/\n\s+at /);
    const winner = writers.find((w) => w !== loser)!;
    expect(acked(winner)).toHaveLength(20);
    expect(await storedIds(dir)).toEqual(acked(winner).sort());
  });

  it("is not blocked by a holder that was killed, nor by a lock file naming another program's live PID", async () => {
    const dir = path.join(base, "race");
    const holder = writer(dir, "killed", "hold");
    await holding(holder);
    holder.child.kill("SIGKILL");
    await holder.exit;
    // The lock file left behind, made to name a process that is alive (this test's parent).
    await writeFile(path.join(dir, "embedded-database.lock"), `${process.ppid} elsewhere\n`);
    const stored = await storedIds(dir);
    expect(acked(holder)).toHaveLength(20);
    expect(stored).toEqual(expect.arrayContaining(acked(holder)));
  });
});

/** Why the namespace tests cannot run here, or null. */
function namespacesUnavailable(): string | null {
  if (process.platform !== "linux") return "bind mounts and network namespaces are Linux's";
  if (process.getuid?.() !== 0) return "mount --bind and unshare need root";
  const probe = spawnSync("unshare", ["-n", "ip", "link", "set", "lo", "up"], { stdio: "ignore" });
  if (probe.error || probe.status !== 0) return "`unshare -n ip link set lo up` does not run here";
  return null;
}
const unavailable = namespacesUnavailable();
if (unavailable) console.warn(`dataDirLock.test.ts: the bind-mount and network-namespace tests are skipped: ${unavailable}`);
const skipped = unavailable ? ` (skipped: ${unavailable})` : "";
// Another network namespace with its loopback up, as a container has: the writer serves its database there.
const otherNetwork = ["unshare", "-n", "sh", "-c", 'ip link set lo up && exec "$0" "$@"'];

describe.skipIf(unavailable)("the folder lock across path aliases and network namespaces", () => {
  let real: string;
  let alias: string;
  let holder: Writer;
  let mounted = false;
  beforeAll(async () => {
    real = path.join(base, "real");
    alias = path.join(base, "alias");
    await mkdir(real);
    await mkdir(alias);
    execFileSync("mount", ["--bind", real, alias]);
    mounted = true;
    holder = writer(path.join(real, "db"), "first", "hold");
    await holding(holder);
  });
  afterAll(async () => {
    holder?.child.kill("SIGKILL"); // a no-op once it has exited
    await holder?.exit;
    if (mounted) execFileSync("umount", [alias]);
  });

  it(`refuses a second process that reaches the folder through a bind mount${skipped}`, async () => {
    const second = writer(path.join(alias, "db"), "alias");
    expect(await run(second)).toBe(1);
    expect(second.err).toMatch(new RegExp(`is in use by another process \\(PID ${holder.child.pid} on host `));
    expect(acked(second)).toEqual([]);
  });

  it(`refuses a second process in another network namespace${skipped}`, async () => {
    const second = writer(path.join(real, "db"), "netns", "", otherNetwork);
    expect(await run(second)).toBe(1);
    expect(second.err).toMatch(new RegExp(`is in use by another process \\(PID ${holder.child.pid} on host `));
    expect(acked(second)).toEqual([]);
  });

  it(`lets a process start at once, through the alias and in another network namespace, after the holder was killed${skipped}`, async () => {
    holder.child.kill("SIGKILL");
    await holder.exit;
    const next = writer(path.join(alias, "db"), "next", "", otherNetwork);
    expect(await run(next)).toBe(0);
    expect(acked(next)).toHaveLength(20);
  });
});
