// Uploads have a quota and leave nothing behind: a shop gets at most UPLOAD_DAILY_FILES pre-signed
// addresses and UPLOAD_DAILY_BYTES bytes in 24 hours, also when the requests come in parallel; an
// address takes no more than the size the quota counted; only JSON asks for one (a cross-site form
// cannot); and the daily job deletes the files of uploads a day old that were never registered in the
// media library (on disk here; tests/multiprocess/s3.test.ts does the same on S3).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_MESSAGES } from "../../server/src/routes/upload.js";
import { UPLOAD_FILE_MESSAGES } from "../../server/src/routes/uploadFiles.js";
import { removeUnregisteredUploads, UPLOAD_QUOTA_MESSAGES } from "../../server/src/storage/uploads.js";
import type { ApiClient } from "../helpers/client.js";
import { startServer, testEnv, type TestServer } from "../helpers/server.js";
import { createShop } from "../helpers/shop.js";

const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const MiB = 1024 * 1024;
const QUOTA = { UPLOAD_DAILY_FILES: "3", UPLOAD_DAILY_BYTES: String(5 * MiB) };
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env: QUOTA });
});
afterAll(() => server?.close());

function presign(client: ApiClient, name: string, size: number) {
  return client.fetch("/api/upload", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ file_key: `u/${Date.now()}-${name}.png`, type: "image/png", size }),
  });
}

/** Uploads TINY_PNG through the local driver; returns the file's public address. */
async function upload(client: ApiClient, name: string): Promise<string> {
  const signed = await presign(client, name, TINY_PNG.length);
  expect(signed.status).toBe(200);
  const { url } = (await signed.json()) as { url: string };
  const target = new URL(url);
  const put = await fetch(`${server.url}${target.pathname}${target.search}`, { method: "PUT", headers: { "content-type": "image/png" }, body: TINY_PNG });
  expect(put.status).toBeLessThan(300);
  return url.slice(0, url.indexOf("?"));
}
const onServer = (address: string) => `${server.url}${new URL(address).pathname}`;

describe("upload quota", () => {
  it("hands out at most UPLOAD_DAILY_FILES addresses a day to a shop, also to 20 parallel requests", async () => {
    const owner = await (await createShop(server.db)).signIn(server.url);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => presign(owner, `small-${i}`, 1000)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, ...Array(17).fill(429)]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(await refused.json()).toEqual({ error: UPLOAD_QUOTA_MESSAGES.files(3) });
  });

  it("hands out at most UPLOAD_DAILY_BYTES bytes a day to a shop", async () => {
    const owner = await (await createShop(server.db)).signIn(server.url);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => presign(owner, `big-${i}`, 2 * MiB)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, ...Array(18).fill(429)]);
    expect(await answers.find((answer) => answer.status === 429)!.json()).toEqual({ error: UPLOAD_QUOTA_MESSAGES.bytes(5 * MiB) });
    // Another shop's quota is its own.
    const other = await (await createShop(server.db)).signIn(server.url);
    expect((await presign(other, "big", 2 * MiB)).status).toBe(200);
  });
});

describe("a pre-signed upload address", () => {
  it("takes no more bytes than the declared size the quota counted", async () => {
    const shop = await createShop(server.db);
    const owner = await shop.signIn(server.url);
    const signed = await presign(owner, "declared", TINY_PNG.length);
    const { url } = (await signed.json()) as { url: string };
    const target = new URL(url);
    const put = (body: Buffer<ArrayBuffer>, search = target.search) =>
      fetch(`${server.url}${target.pathname}${search}`, { method: "PUT", headers: { "content-type": "image/png" }, body });
    const larger = await put(Buffer.concat([TINY_PNG, Buffer.alloc(MiB)]));
    expect(larger.status).toBe(413);
    expect(await larger.json()).toEqual({ error: UPLOAD_FILE_MESSAGES.largerThanDeclared });
    // A larger limit in the address breaks its signature.
    const raised = new URLSearchParams(target.search);
    raised.set("max", String(5 * MiB));
    expect((await put(TINY_PNG, `?${raised}`)).status).toBe(403);
    expect((await put(TINY_PNG)).status).toBe(200);
    expect(await server.db.upload.findMany({ where: { owner: shop.company.id }, select: { bytes: true } })).toEqual([{ bytes: TINY_PNG.length }]);
  });
});

describe("POST /api/upload", () => {
  it("takes JSON only: a form, multipart or text body (what a cross-site form sends) is refused", async () => {
    const owner = await (await createShop(server.db)).signIn(server.url);
    const fields = { file_key: `u/${Date.now()}-form.png`, type: "image/png", size: "1000" };
    const multipart = new FormData();
    for (const [name, value] of Object.entries(fields)) multipart.set(name, value);
    const bodies: Array<[string, Record<string, string>, BodyInit]> = [
      ["form", { "content-type": "application/x-www-form-urlencoded" }, new URLSearchParams(fields).toString()],
      ["multipart", {}, multipart],
      ["text", { "content-type": "text/plain" }, JSON.stringify(fields)],
    ];
    for (const [label, headers, body] of bodies) {
      const answer = await owner.fetch("/api/upload", { method: "POST", headers: { origin: "https://elsewhere.example", ...headers }, body });
      expect(answer.status, label).toBe(415);
      expect(await answer.json(), label).toEqual({ error: UPLOAD_MESSAGES.notJson });
    }
    expect(await server.db.upload.count({ where: { key: { contains: fields.file_key.slice(2) } } })).toBe(0);
  });
});

describe("the daily removal of unregistered uploads", () => {
  it("deletes the file of an upload a day old that is not in the media library, and keeps the registered one", async () => {
    const shop = await createShop(server.db);
    const owner = await shop.signIn(server.url);
    const kept = await upload(owner, "kept");
    const abandoned = await upload(owner, "abandoned");
    const fresh = await upload(owner, "fresh");
    await owner.trpc.mediaLibrary.add.mutate({ url: kept });
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await server.db.upload.updateMany({
      where: { owner: shop.company.id, key: { in: [kept, abandoned].map((url) => new URL(url).pathname.slice(1)) } },
      data: { createdAt: dayAgo },
    });
    expect((await fetch(onServer(abandoned))).status, onServer(abandoned)).toBe(200);

    await removeUnregisteredUploads({ db: server.db, env: testEnv(QUOTA), log: server.log });

    expect((await fetch(onServer(abandoned))).status).toBe(404);
    expect((await fetch(onServer(kept))).status, "kept").toBe(200);
    expect((await fetch(onServer(fresh))).status, "fresh").toBe(200);
    expect((await owner.trpc.mediaLibrary.get.query()).map((item) => item.url)).toEqual([kept]);
  });
});
