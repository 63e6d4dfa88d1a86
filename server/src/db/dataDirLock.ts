// One process per embedded database folder: two PGlite instances on one folder overwrite each other's
// pages, and rows one of them committed are lost. The lock is the operating system's exclusive lock on a
// file inside the folder itself, <DATA_DIR>/embedded-database.lock, taken without waiting
// (fs-native-extensions: an open-file-description fcntl lock on Linux, flock on macOS, LockFileEx on
// Windows). The kernel keeps such a lock on the file, not on a name, so every two processes that open the
// same file contend, whatever path reaches it (a symlink, a bind mount) and from whichever container or
// network namespace; each open of the file is its own holder, so a second start within one process is
// refused too. The kernel drops the lock when the holder's file is closed, which its death does however
// it dies (kill -9 included), so nothing left behind is ever judged: neither a crashed holder nor
// another program that got its PID again can block a start. The file is never deleted (a starter could
// otherwise lock a file that another had just unlinked, and both would run). What it holds, "PID HOST",
// only names the holder in the refusal.
// Where the library ships no build (e.g. musl Linux, FreeBSD), the lock falls back to a socket
// (./dataDirSocketLock.ts), which does not hold across containers, with a warning saying so.
import { closeSync, constants, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { takeSocketLock } from "./dataDirSocketLock.js";

export class DataDirInUseError extends Error {}

export type DataDirLock = { release(): Promise<void> };

export const LOCK_FILE = "embedded-database.lock";

type FileLocks = { tryLock(fd: number): boolean; unlock(fd: number): void };

let fileLocks: Promise<FileLocks | null> | undefined;

function loadFileLocks(): Promise<FileLocks | null> {
  fileLocks ??= import("fs-native-extensions").catch((error: Error) => {
    process.emitWarning(
      `No file lock on this platform (${error.message.split("\n")[0]}): the embedded database's folder is locked with a socket ` +
        "instead, which does not refuse a second server in another container, or on a bind mount of the folder.",
    );
    return null;
  });
  return fileLocks;
}

/** The holder's "PID n on host h", read from the lock file; "" if it has not written it yet. */
async function describeHolder(file: string): Promise<string> {
  // The holder writes its line right after taking the lock: a starter refused in that instant waits for it.
  for (let attempt = 0; attempt < 10; attempt++) {
    const [pid, host] = readFileSync(file, "utf8").split("\n")[0].split(" ");
    if (pid) return `PID ${pid}${host ? ` on host ${host}` : ""}`;
    await sleep(20);
  }
  return "";
}

function inUse(directory: string, holder: string): DataDirInUseError {
  return new DataDirInUseError(
    `The embedded database in ${directory} is in use by another process${holder ? ` (${holder})` : ""}. ` +
      "Stop it first, or give this one another DATA_DIR (or a DATABASE_URL).",
  );
}

export async function lockDataDir(directory: string): Promise<DataDirLock> {
  mkdirSync(directory, { recursive: true });
  const locks = await loadFileLocks();
  if (!locks) {
    const taken = await takeSocketLock(directory);
    if ("holder" in taken) throw inUse(directory, taken.holder);
    return taken;
  }
  const file = path.join(directory, LOCK_FILE);
  // A numeric descriptor, never closed by the garbage collector; libuv opens it close-on-exec, so no
  // child process inherits the lock and outlives us holding it.
  const fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o600);
  if (!locks.tryLock(fd)) {
    closeSync(fd);
    // Windows' locks also forbid reading the file: the refusal then names no holder.
    throw inUse(directory, await describeHolder(file).catch(() => ""));
  }
  // Over the line of a holder that died, then cut to length: a reader sees a whole first line.
  const line = Buffer.from(`${process.pid} ${hostname()}\n`);
  writeSync(fd, line, 0, line.length, 0);
  ftruncateSync(fd, line.length);
  return {
    async release() {
      ftruncateSync(fd, 0);
      locks.unlock(fd);
      closeSync(fd);
    },
  };
}
