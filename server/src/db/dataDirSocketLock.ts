// The folder lock where no file lock can be had (fs-native-extensions ships no build for the platform,
// e.g. musl Linux or FreeBSD): a listening socket whose address is made from the folder's real path, so
// taking it is one atomic bind that the OS refuses to a second process, and the OS releases it when the
// holder dies. It is weaker than the file lock: an abstract socket belongs to one network namespace and
// an address is made from one spelling of the path, so another container on the same volume, or a bind
// mount of the folder, is not refused.
//   Linux    an abstract-namespace Unix socket (no file at all)
//   Windows  a named pipe
//   others   a Unix socket file next to the folder; one that refuses connections is a dead holder's,
//            and is replaced under a takeover directory (mkdir is atomic) so two starters cannot both
//            replace it
import { createHash } from "node:crypto";
import { mkdir, realpath, rm, stat } from "node:fs/promises";
import net from "node:net";

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

/** The lock on the (existing) folder, or who holds it: its PID, or "" when it did not say. */
export async function takeSocketLock(directory: string): Promise<{ release(): Promise<void> } | { holder: string }> {
  // The real path: two spellings of one folder (a symlink, "./.data") must take the same address.
  const address = lockAddress(await realpath(directory));
  const server = net.createServer((socket) => socket.end(String(process.pid)));
  try {
    await listen(server, address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    const fileSocket = !address.startsWith("\0") && !address.startsWith("\\\\");
    if (fileSocket) await removeDeadSocketFile(address);
    const retried = fileSocket
      ? await listen(server, address).then(
          () => true,
          () => false,
        )
      : false;
    if (!retried) {
      const holder = await askHolder(address);
      return { holder: holder && holder !== "?" ? `PID ${holder}` : "" };
    }
  }
  // The lock must not keep the process alive on its own.
  server.unref();
  return { release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
