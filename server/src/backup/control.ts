// `npm run backup` while a server holds the folder: that server makes the snapshot (it alone may open
// the database) and streams the archive back. The channel is an HTTP listener on 127.0.0.1 only, on a
// port of its own (never the public one), answering only requests that carry the secret the server
// wrote into DATA_DIR/.backup-control.json (mode 600): whoever can read that file can read the database.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { createWriteStream } from "node:fs";
import { createServer, request, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Logger } from "../lib/logger.js";
import { CONTROL_FILE } from "./snapshot.js";

type Control = { pid: number; port: number; secret: string };

/** Serves backup requests until stop(); `backup` writes the archive to the stream it is given. */
export async function serveBackupRequests(directory: string, backup: (output: NodeJS.WritableStream) => Promise<unknown>, log: Logger) {
  const secret = randomBytes(32).toString("hex");
  const expected = Buffer.from(`Bearer ${secret}`);
  const server = createServer((req, res) => {
    const given = Buffer.from(req.headers.authorization ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return res.writeHead(401).end();
    if (req.method !== "POST" || req.url !== "/backup") return res.writeHead(404).end();
    res.writeHead(200, { "content-type": "application/gzip" });
    backup(res).then(
      () => log.info("backup streamed to npm run backup"),
      (error) => {
        log.error({ err: error }, "backup for npm run backup failed");
        res.destroy(error);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  server.unref();
  const file = path.join(directory, CONTROL_FILE);
  const control: Control = { pid: process.pid, port: (server.address() as AddressInfo).port, secret };
  await writeFile(`${file}.tmp`, JSON.stringify(control), { mode: 0o600 });
  await rename(`${file}.tmp`, file);
  return {
    async stop() {
      await rm(file, { force: true });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Asks the server holding the folder for a backup, written to `file`; false when no server answers. */
export async function requestBackup(directory: string, file: string): Promise<boolean> {
  const text = await readFile(path.join(directory, CONTROL_FILE), "utf8").catch(() => null);
  if (text === null) return false;
  const control = JSON.parse(text) as Control;
  const response = await new Promise<IncomingMessage | null>((resolve) => {
    const req = request({ host: "127.0.0.1", port: control.port, method: "POST", path: "/backup", headers: { authorization: `Bearer ${control.secret}` } });
    req.on("response", resolve);
    req.on("error", () => resolve(null));
    req.end();
  });
  if (!response) return false;
  if (response.statusCode !== 200) throw new Error(`The server (PID ${control.pid}) refused the backup request: HTTP ${response.statusCode}.`);
  try {
    await pipeline(response, createWriteStream(file, { mode: 0o600 }));
  } catch {
    throw new Error(`The server (PID ${control.pid}) could not finish the backup; see its log.`);
  }
  // A stream the server ended early (res.destroy) ends the response without an error on some versions.
  if (!response.complete) throw new Error(`The server (PID ${control.pid}) could not finish the backup; see its log.`);
  return true;
}
