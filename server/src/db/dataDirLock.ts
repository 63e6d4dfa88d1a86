// One process per embedded database folder: two PGlite instances on one folder overwrite each other's
// pages, and rows one of them committed are lost. The lock is a listening socket whose address is made
// from the folder's path, so taking it is one atomic bind that the OS refuses to a second process, and
// the OS releases it when the holder dies however it dies (no file is left behind to judge, so neither
// a crashed holder nor another program that got its PID again can block a start).
//   Linux    an abstract-namespace Unix socket (no file at all)
//   Windows  a named pipe
//   others   a Unix socket file next to the folder; one that refuses connections is a dead holder's,
//            and is replaced under a takeover directory (mkdir is atomic) so two starters cannot both
//            replace it
import { createHash } from "node:crypto";
import { mkdir, rm, stat } from "node:fs/promises";
import net from "node:net";

export class DataDirInUseError extends Error {}

export type DataDirLock = { release(): Promise<void> };

function lockAddress(directory: string): string {
  const id = createHash("sha256").update(directory).digest("hex").slice(0, 32);
  if (process.platform === "linux") return `\0loyalty-db-${id}`;
  if (process.platform === "win32") return `\\\\.\\pipe\\loyalty-db-${id}`;
  return `${directory}.lock`;
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(address, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/** The holder answers a connection with its PID; null when nobody is listening. */
function askHolder(address: string): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let answer = "";
    socket.setTimeout(2000, () => socket.destroy());
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("end", () => resolve(answer || "?"));
    socket.on("error", () => resolve(null));
    socket.on("close", () => resolve(answer || "?"));
  });
}

/** Unix socket files only: replaces a dead holder's socket file, one starter at a time. */
async function removeDeadSocketFile(address: string): Promise<void> {
  const takeover = `${address}.takeover`;
  const old = await stat(takeover).catch(() => null);
  if (old && Date.now() - old.mtimeMs > 30_000) await rm(takeover, { recursive: true, force: true });
  try {
    await mkdir(takeover);
  } catch {
    return; // another starter is taking over; our bind below then fails and names the winner
  }
  try {
    if ((await askHolder(address)) === null) await rm(address, { force: true });
  } finally {
    await rm(takeover, { recursive: true, force: true });
  }
}

export async function lockDataDir(directory: string): Promise<DataDirLock> {
  const address = lockAddress(directory);
  const server = net.createServer((socket) => socket.end(String(process.pid)));
  try {
    await listen(server, address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    const fileSocket = !address.startsWith("\0") && !address.startsWith("\\\\");
    if (fileSocket) await removeDeadSocketFile(address);
    const retried = fileSocket ? await listen(server, address).then(() => true, () => false) : false;
    if (!retried) {
      const holder = await askHolder(address);
      throw new DataDirInUseError(
        `The embedded database in ${directory} is in use by another process${holder && holder !== "?" ? ` (PID ${holder})` : ""}. ` +
          "Stop it first, or give this one another DATA_DIR (or a DATABASE_URL).",
      );
    }
  }
  // The lock must not keep the process alive on its own.
  server.unref();
  return { release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
