// Every request gets an id (X-Request-Id); every /api/ request one short log line when it ends: its id,
// method, path (never the query string, which carries tokens and personal data), client address, status
// and time. In-process, on a bare Express app.
import type { AddressInfo } from "node:net";
import { PassThrough } from "node:stream";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createLogger } from "../../server/src/lib/logger.js";
import { requestLog } from "../../server/src/lib/requestLog.js";

const out = Object.assign(new PassThrough(), { isTTY: false });
let text = "";
out.on("data", (chunk: Buffer) => (text += chunk.toString()));
let url: string;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(requestLog(createLogger("info", out)));
  app.get("/api/ok", (_req, res) => void res.json({ ok: true }));
  app.get("/api/fails", (_req, res) => void res.status(500).json({ error: "x" }));
  app.get("/page", (_req, res) => void res.send("page"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

/** The log lines once `count` have been written (a line is written when the answer has been sent). */
async function lines(count = 1) {
  while (text.trim().split("\n").filter(Boolean).length < count) await new Promise((resolve) => setTimeout(resolve, 5));
  const all = text
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  text = "";
  return all;
}

it("logs one line per API request, with the path only, and answers its id in X-Request-Id", async () => {
  const response = await fetch(`${url}/api/ok?token=secret&input=%7B%22phone%22%3A1%7D`);
  const id = response.headers.get("x-request-id");
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const [line, ...more] = await lines();
  expect(more).toEqual([]);
  expect(line).toEqual({
    level: 30,
    time: expect.any(Number),
    req: { id, method: "GET", url: "/api/ok", remoteAddress: "127.0.0.1" },
    res: { statusCode: 200 },
    responseTime: expect.any(Number),
    msg: "request completed",
  });
  expect(JSON.stringify(line)).not.toContain("secret");
});

it("logs a 5xx answer as an errored request", async () => {
  await fetch(`${url}/api/fails`);
  const [line] = await lines();
  expect(line).toMatchObject({ req: { url: "/api/fails" }, res: { statusCode: 500 }, err: { message: "failed with status code 500" }, msg: "request errored" });
});

it("gives other requests an id but no log line", async () => {
  const response = await fetch(`${url}/page`);
  expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  await fetch(`${url}/api/ok`);
  expect((await lines()).map((line) => line.req.url)).toEqual(["/api/ok"]);
});
