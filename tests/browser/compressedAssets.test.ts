// The built apps' files go out as the build compressed them (scripts/precompress.ts): Brotli to a browser
// that accepts it, else gzip, else as they are; always the same bytes once decoded, cached for a year
// when the name carries the content hash, and with Vary so a shared cache keeps the variants apart.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { useServer } from "../helpers/server.js";

const dist = fileURLToPath(new URL("../../dist", import.meta.url));
const app = useServer();

/** The largest script of a built app's assets folder: the one whose bytes matter most. */
function largestScript(app: string): string {
  const folder = path.join(dist, app, "assets");
  const scripts = readdirSync(folder).filter((name) => name.endsWith(".js"));
  return scripts.sort((a, b) => readFileSync(path.join(folder, b)).length - readFileSync(path.join(folder, a)).length)[0];
}

async function get(address: string, acceptEncoding: string) {
  // Node's fetch would decode the body itself; the raw bytes are what the browser receives.
  const { request } = await import("node:http");
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(`${app.server.url}${address}`, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe.each([
  { app: "admin", base: "/admin/assets/" },
  { app: "wallet", base: "/wallet/assets/" },
  { app: "marketing", base: "/assets/" },
])("the $app's scripts", ({ app, base }) => {
  it("are sent as Brotli, else gzip, else plain, always the built file once decoded", async () => {
    const file = largestScript(app);
    const original = readFileSync(path.join(dist, app, "assets", file));
    const brotli = await get(`${base}${file}`, "gzip, deflate, br, zstd");
    const gzip = await get(`${base}${file}`, "gzip");
    const plain = await get(`${base}${file}`, "identity");
    for (const answer of [brotli, gzip, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toMatch(/^text\/javascript; charset=utf-8$/i);
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    }
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).equals(original)).toBe(true);
    expect(brotli.body.length).toBe(readFileSync(path.join(dist, app, "assets", `${file}.br`)).length);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(original)).toBe(true);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
  });
});

it("the pages themselves are compressed per request and never cached as assets", async () => {
  const page = await get("/admin/points/add", "gzip, deflate, br");
  expect(page.status).toBe(200);
  expect(page.headers["cache-control"]).toBe("no-cache");
  expect(page.headers["content-encoding"]).toMatch(/^(br|gzip)$/);
});
