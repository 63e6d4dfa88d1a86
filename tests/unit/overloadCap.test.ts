// The in-flight cap adapts to the machine (lib/overload.ts): answers slower than the target shrink it,
// so fewer requests wait inside and the accepted ones stay fast. In-process, on a bare Express app.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, expect, it } from "vitest";
import { limitRequestsInFlight } from "../../server/src/lib/overload.js";

const MAX = 8;
const TARGET_MS = 5;
let url: string;
const servers: Array<{ close(): void }> = [];
// Requests to /hold wait until released; /slow answers after twice the target.
const held: Array<() => void> = [];

/** A bare app behind a fresh limiter. */
async function serve(targetMs = TARGET_MS) {
  const app = express();
  app.use("/api/trpc", limitRequestsInFlight(MAX, targetMs));
  app.get("/api/trpc/slow", (_req, res) => void setTimeout(() => res.json({ result: { data: null } }), targetMs * 2));
  app.get("/api/trpc/fast", (_req, res) => void res.json({ result: { data: null } }));
  app.get("/api/trpc/hold", (_req, res) => void held.push(() => res.json({ result: { data: null } })));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/trpc`;
}
afterAll(() => {
  for (const server of servers) server.close();
});

/** Starts `count` held requests and resolves once the server holds them all; throws if it refuses any. */
async function hold(count: number) {
  const before = held.length;
  let refused = 0;
  const answers = Array.from({ length: count }, () =>
    fetch(`${url}/hold`).then((answer) => {
      if (answer.status !== 200) refused++;
      return answer;
    }),
  );
  while (held.length < before + count) {
    if (refused > 0) {
      releaseAll();
      throw new Error(`${refused} of ${count} requests refused: the cap is below ${count}`);
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  return answers;
}

function releaseAll() {
  for (const release of held.splice(0)) release();
}

it("takes MAX requests at once; after 16 answers slower than the target, with the cap reached, a fifth fewer", async () => {
  await serve();
  const full = await hold(MAX);
  const refused = await fetch(`${url}/hold`);
  expect(refused.status).toBe(503);
  expect(refused.headers.get("retry-after")).toBe("1");
  releaseAll();
  await Promise.all(full);

  // 16 slow answers (the held ones above were slow too): the median is above the target.
  for (let i = 0; i < 16; i++) expect((await fetch(`${url}/slow`)).status).toBe(200);
  const shrunk = Math.floor(MAX * 0.8);
  const fewer = await hold(shrunk);
  expect((await fetch(`${url}/hold`)).status).toBe(503);
  releaseAll();
  await Promise.all(fewer);
});

it("does not shrink for slow answers while the cap is not reached", async () => {
  await serve();
  for (let i = 0; i < 32; i++) expect((await fetch(`${url}/slow`)).status).toBe(200);
  const full = await hold(MAX);
  expect((await fetch(`${url}/hold`)).status).toBe(503);
  releaseAll();
  await Promise.all(full);
});

it("after a burst has shrunk the cap, answers within the target while it is not reached grow it back to MAX", async () => {
  // A target far above a local answer's time, so that the fast answers below are within it on a busy machine.
  const targetMs = 150;
  await serve(targetMs);
  // Two bursts that fill the cap and are answered after twice the target: 16 slow answers at the cap.
  for (let burst = 0; burst < 2; burst++) {
    const full = await hold(MAX);
    await new Promise((resolve) => setTimeout(resolve, targetMs * 2));
    releaseAll();
    await Promise.all(full);
  }
  const shrunk = await hold(Math.floor(MAX * 0.8));
  expect((await fetch(`${url}/hold`)).status).toBe(503);
  releaseAll();
  await Promise.all(shrunk);

  // The afternoon: one request at a time, answered at once. Two windows of them: 6 → 7 → 8.
  for (let i = 0; i < 32; i++) expect((await fetch(`${url}/fast`)).status).toBe(200);
  const full = await hold(MAX);
  expect((await fetch(`${url}/hold`)).status).toBe(503);
  releaseAll();
  await Promise.all(full);
});
