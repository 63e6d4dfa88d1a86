// Without AUTH_SECRET the server signs with a random secret it made once and keeps in DATA_DIR/auth-secret
// (mode 0600), never with a constant of the source: the development secret the source once held, which
// anyone can read, forges nothing (here, an upload address into another shop's folder).
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../server/src/env.js";
import { signPut } from "../../server/src/storage/signature.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { createShop } from "../helpers/shop.js";

const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
/** The secret the source used when AUTH_SECRET was unset. */
const PUBLISHED_SECRET = "development-only-secret-change-me-0123456789";

const root = mkdtempSync(path.join(tmpdir(), "auth-secret-"));
const dataDir = path.join(root, "data");
let server: TestServer;

beforeAll(async () => {
  // An empty value is an unset one (parseEnv drops it).
  server = await startServer({ env: { AUTH_SECRET: "", DATA_DIR: dataDir } });
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

/** PUTs TINY_PNG into `uploads/<owner>/u/...` with an address signed by `secret`; returns the status. */
async function putSignedWith(secret: string, owner: string): Promise<number> {
  const key = `uploads/${owner}/u/${Date.now()}-forged.png`;
  const expires = Math.floor(Date.now() / 1000) + 300;
  const maxBytes = 20 * 1024 * 1024;
  const signature = signPut(secret, { path: `/${key}`, type: "image/png", expires, maxBytes });
  const query = new URLSearchParams({ expires: String(expires), max: String(maxBytes), signature });
  const response = await fetch(`${server.url}/${key}?${query}`, { method: "PUT", headers: { "content-type": "image/png" }, body: TINY_PNG });
  return response.status;
}

describe("AUTH_SECRET unset", () => {
  it("refuses an upload address signed with the secret published in the source", async () => {
    const victim = await createShop(server.db);
    expect(await putSignedWith(PUBLISHED_SECRET, victim.company.id)).toBe(403);
  });

  it("signs with a random secret made once and kept in DATA_DIR/auth-secret, readable by its owner only", async () => {
    const file = path.join(dataDir, "auth-secret");
    const kept = readFileSync(file, "utf8");
    expect(kept.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // The server signs with it, and the next start on the same DATA_DIR reads the same one.
    expect(await putSignedWith(kept, (await createShop(server.db)).company.id)).toBe(200);
    expect(parseEnv({ DATA_DIR: dataDir }).AUTH_SECRET).toBe(kept);
    // Another installation gets another secret.
    const other = parseEnv({ DATA_DIR: path.join(root, "other") }).AUTH_SECRET;
    expect(other).not.toBe(kept);
    expect(other).not.toBe(PUBLISHED_SECRET);
  });

  it("stays required in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir })).toThrow("AUTH_SECRET");
  });
});
