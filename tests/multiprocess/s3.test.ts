// Uploads on an S3-compatible store: a local S3 server (s3rver) started by the test stands in for the
// bucket. The owner asks for a pre-signed PUT, PUTs the image straight to the store, registers it
// (the server reads the stored bytes back to check them), and anyone reads it at its public address.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_MESSAGES } from "../../server/src/routes/upload.js";
import { removeUnregisteredUploads } from "../../server/src/storage/uploads.js";
import { startServer, testEnv, type TestServer } from "../helpers/server.js";
import { createShop } from "../helpers/shop.js";

const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const NOT_AN_IMAGE = Buffer.from("not an image at all");
const BUCKET = "loyalty-uploads";

let s3: S3rver;
let directory: string;
let endpoint: string;
let server: TestServer;
let s3Env: Record<string, string>;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "s3rver-"));
  s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  s3Env = { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" };
  server = await startServer({ env: s3Env });
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe("uploads on an S3-compatible store", () => {
  it("pre-signs a PUT to the bucket, stores the image there, registers it and serves it publicly", async () => {
    const shop = await createShop(server.db);
    const owner = await shop.signIn(server.url);
    const signed = await owner.fetch("/api/upload", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ file_key: `u/${Date.now()}-logo.png`, type: "image/png", size: TINY_PNG.length }),
    });
    expect(signed.status).toBe(200);
    const { url } = (await signed.json()) as { url: string };
    expect(url.startsWith(`${endpoint}/${BUCKET}/uploads/${shop.company.id}/u/`)).toBe(true);
    expect(new URL(url).searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);

    expect(new URL(url).searchParams.get("X-Amz-SignedHeaders")).toBe("content-length;content-type;host");
    const put = await fetch(url, { method: "PUT", headers: { "content-type": "image/png" }, body: TINY_PNG });
    expect(put.status).toBe(200);

    const address = url.slice(0, url.indexOf("?"));
    await owner.trpc.mediaLibrary.add.mutate({ url: address });
    expect((await owner.trpc.mediaLibrary.get.query()).map((item) => item.url)).toContain(address);

    const read = await fetch(address);
    expect(read.status).toBe(200);
    expect(read.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await read.arrayBuffer())).toEqual(TINY_PNG);
  });

  it("refuses to register an address whose object is not the declared image", async () => {
    const shop = await createShop(server.db);
    const owner = await shop.signIn(server.url);
    const signed = await owner.fetch("/api/upload", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ file_key: `u/${Date.now()}-fake.png`, type: "image/png", size: NOT_AN_IMAGE.length }),
    });
    const { url } = (await signed.json()) as { url: string };
    await fetch(url, { method: "PUT", headers: { "content-type": "image/png" }, body: NOT_AN_IMAGE });
    await expect(owner.trpc.mediaLibrary.add.mutate({ url: url.slice(0, url.indexOf("?")) })).rejects.toMatchObject({ data: { code: "BAD_REQUEST" } });
  });

  it("asks for the declared size, the only bound a pre-signed PUT can carry", async () => {
    const owner = await (await createShop(server.db)).signIn(server.url);
    const unsized = await owner.fetch("/api/upload", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ file_key: `u/${Date.now()}-unsized.png`, type: "image/png" }),
    });
    expect(unsized.status).toBe(400);
    expect(await unsized.json()).toEqual({ error: UPLOAD_MESSAGES.sizeRequired });
    // The size given is signed (Content-Length, in the first test's X-Amz-SignedHeaders); s3rver does not
    // check version 4 signatures, so the store's refusal of another length is S3's, not tested here.
    expect(await server.db.upload.count({ where: { key: { contains: "-unsized.png" } } })).toBe(0);
  });

  it("deletes from the bucket an upload a day old that was never registered in the media library", async () => {
    const shop = await createShop(server.db);
    const owner = await shop.signIn(server.url);
    const signed = await owner.fetch("/api/upload", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ file_key: `u/${Date.now()}-abandoned.png`, type: "image/png", size: TINY_PNG.length }),
    });
    const { url } = (await signed.json()) as { url: string };
    expect((await fetch(url, { method: "PUT", headers: { "content-type": "image/png" }, body: TINY_PNG })).status).toBe(200);
    const address = url.slice(0, url.indexOf("?"));
    expect((await fetch(address)).status).toBe(200);
    await server.db.upload.updateMany({ where: { owner: shop.company.id }, data: { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) } });

    await removeUnregisteredUploads({ db: server.db, env: testEnv(s3Env), log: server.log });
    expect((await fetch(address)).status).toBe(404);
  });
});
