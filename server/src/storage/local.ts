// Files on the server's disk under <DATA_DIR>/uploads. The server itself takes the signed PUTs and
// serves the files (server/src/routes/uploadFiles.ts).
import { open, rm } from "node:fs/promises";
import path from "node:path";
import { isStorageKey } from "./keys.js";
import { signPut } from "./signature.js";
import type { PutRequest, Storage, StoredFile } from "./types.js";

export type LocalStorage = Storage & {
  readonly driver: "local";
  /** The file's path on disk; null for anything that is not a storage key. */
  filePath(key: string): string | null;
  /** The served folder, <DATA_DIR>/uploads. */
  readonly uploadsDir: string;
  /** Where a PUT is written before it is moved into place (same disk, outside the served tree). */
  readonly partialDir: string;
};

export function createLocalStorage(options: { dataDir: string; publicOrigin: string; secret: string }): LocalStorage {
  const root = path.resolve(options.dataDir);
  const origin = new URL(options.publicOrigin).origin;

  function filePath(key: string): string | null {
    if (!isStorageKey(key)) return null;
    const file = path.resolve(root, key);
    return file.startsWith(path.join(root, "uploads") + path.sep) ? file : null;
  }

  return {
    driver: "local",
    uploadsDir: path.join(root, "uploads"),
    partialDir: path.join(root, "uploads", ".partial"),
    filePath,
    publicUrl: (key) => `${origin}/${key}`,
    keyOf(url) {
      if (!url.startsWith(`${origin}/`) || /[?#]/.test(url)) return null;
      const key = url.slice(origin.length + 1);
      return isStorageKey(key) ? key : null;
    },
    async presignPut(request: PutRequest) {
      const expires = Math.floor(Date.now() / 1000) + request.expiresInSeconds;
      const signature = signPut(options.secret, { path: `/${request.key}`, type: request.type, expires, maxBytes: request.maxBytes });
      const query = new URLSearchParams({ expires: String(expires), max: String(request.maxBytes), signature });
      return `${origin}/${request.key}?${query}`;
    },
    async remove(key) {
      const file = filePath(key);
      if (file) await rm(file, { force: true });
    },
    async readHead(key, bytes): Promise<StoredFile | null> {
      const file = filePath(key);
      if (!file) return null;
      const handle = await open(file, "r").catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const head = new Uint8Array(bytes);
        const { bytesRead } = await handle.read(head, 0, bytes, 0);
        return { size: (await handle.stat()).size, head: head.subarray(0, bytesRead) };
      } finally {
        await handle.close();
      }
    },
  };
}
