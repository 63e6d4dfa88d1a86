// Clients that send their requests slowly, over real sockets: whether they stall or trickle their headers
// or their body, they take no place among the requests in flight (a signed-in owner's calls are answered
// meanwhile, under the cap a shop's server has), the server cuts them with a 408 soon after its timeout,
// and a shutdown does not wait for them.
import { readdir } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { parseEnv } from "../../server/src/env.js";
import { signInAs, type ApiClient } from "../helpers/client.js";
import { startServer, testDataDir, type TestServer } from "../helpers/server.js";
import { createShop } from "../helpers/shop.js";

/** This file's waits for slow clients: a second (a real server's are longer: tests/unit/slowClients.test.ts). */
const TIMEOUTS = { headersMs: 1000, bodyGraceMs: 1000, checkMs: 100 };
/** Well past TIMEOUTS, and far below Node's own (60 s for headers, 300 s for a request, checked every 30 s). */
const CUT_WITHIN_MS = 6000;
const SLOW_CLIENTS = 60;
/** The cap a shop's server has (testEnv widens it for other tests): 60 places held would fill it. */
const DEFAULT_CAP = String(parseEnv({}).MAX_REQUESTS_IN_FLIGHT);

let server: TestServer;
/** The default waits, for the shutdown. */
let plain: TestServer;
let owner: ApiClient;

beforeAll(async () => {
  [server, plain] = await Promise.all([
    startServer({ env: { MAX_REQUESTS_IN_FLIGHT: DEFAULT_CAP }, clientTimeouts: TIMEOUTS }),
    startServer({ env: { MAX_REQUESTS_IN_FLIGHT: DEFAULT_CAP } }),
  ]);
  owner = await signInAs(server.url, "owner");
});
afterAll(() => Promise.all([server?.close(), plain?.close()]));

type SlowClient = {
  /** Everything the server answered. */
  received(): string;
  /** Milliseconds from the first bytes sent to the connection's end. */
  closed: Promise<number>;
  socket: net.Socket;
};

/**
 * A connection that sends `head`, then one drip every 200 ms until the connection ends: `drip` again and
 * again, or each of `drip`'s strings once (without a drip, nothing more). Resolves once `head` is sent.
 */
async function slowClient(url: string, head: string, drip?: string | string[]): Promise<SlowClient> {
  const socket = net.connect(Number(new URL(url).port), "127.0.0.1");
  let received = "";
  socket.setEncoding("utf8").on("data", (chunk: string) => (received += chunk));
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  // A drip written as the server closes the connection fails; the connection's end is what is tested.
  socket.on("error", () => undefined);
  const began = performance.now();
  const drips = typeof drip === "string" ? null : [...(drip ?? [])];
  const dripping = setInterval(() => {
    const next = drips ? drips.shift() : (drip as string);
    if (next === undefined) clearInterval(dripping);
    else socket.write(next);
  }, 200);
  const closed = new Promise<number>((resolve) =>
    socket.once("close", () => {
      clearInterval(dripping);
      resolve(performance.now() - began);
    }),
  );
  await new Promise<void>((resolve) => socket.write(head, () => resolve()));
  return { received: () => received, closed, socket };
}

/** Half of `count` stall after `head`, half send `drip` every 200 ms. */
function slowClients(url: string, count: number, head: string, drip: string) {
  return Promise.all(Array.from({ length: count }, (_, i) => slowClient(url, head, i % 2 ? drip : undefined)));
}

async function within<T>(ms: number, promise: Promise<T>): Promise<T | "still waiting"> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"still waiting">((resolve) => (timer = setTimeout(() => resolve("still waiting"), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The owner's calls, all at once: each one's outcome. */
async function ownerCalls(count = 10) {
  const calls = Array.from({ length: count }, () => owner.trpcUnbatched.company.get.query());
  return (await Promise.allSettled(calls)).map((call) => (call.status === "fulfilled" ? "answered" : String(call.reason)));
}

const statusOf = (answer: string) => answer.split("\r\n")[0];
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4));
const head = (method: string, path: string, headers: string[]) => [`${method} ${path} HTTP/1.1`, "Host: 127.0.0.1", ...headers, ""].join("\r\n");

it("60 requests whose body stalls or trickles hold no place: the owner's calls are answered, the server cuts them with a 408 after its wait", async () => {
  const bodyHead = `${head("POST", "/api/trpc/transaction.add", ["Content-Type: application/json", "Content-Length: 100000", ""])}{"phone":"`;
  const slow = await slowClients(server.url, SLOW_CLIENTS, bodyHead, "6");
  // A client on a slow line that keeps sending is not cut: 2 KiB every 200 ms (80 kbit/s), 2 s in all.
  const chunks = ['{"a":"', ...Array<string>(8).fill("x".repeat(2048)), '"}'];
  const length = chunks.join("").length;
  const steady = await slowClient(
    server.url,
    head("POST", "/api/trpc/company.get", ["Content-Type: application/json", `Content-Length: ${length}`, "Connection: close", ""]),
    chunks,
  );
  try {
    // Once the server has read what the slow clients sent (a request after theirs was answered).
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(await ownerCalls()).toEqual(Array(10).fill("answered"));

    const cutAfter = await within(CUT_WITHIN_MS, Promise.all(slow.map((client) => client.closed)));
    expect(cutAfter).not.toBe("still waiting");
    for (const [i, client] of slow.entries()) {
      expect(statusOf(client.received())).toBe("HTTP/1.1 408 Request Timeout");
      expect(bodyOf(client.received()).error.data).toMatchObject({ code: "TIMEOUT", httpStatus: 408 });
      expect((cutAfter as number[])[i]).toBeGreaterThanOrEqual(TIMEOUTS.bodyGraceMs);
    }

    expect(await within(CUT_WITHIN_MS, steady.closed)).not.toBe("still waiting");
    // Its whole body was read and answered by tRPC (a query called with POST).
    expect(statusOf(steady.received())).toBe("HTTP/1.1 405 Method Not Allowed");
  } finally {
    for (const client of [...slow, steady]) client.socket.destroy();
  }
});

it("an upload whose bytes stop is cut with a 408, and leaves no partial file behind", async () => {
  const uploader = await (await createShop(server.db)).signIn(server.url);
  const signed = await uploader.fetch("/api/upload", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ file_key: `u/${Date.now()}-slow.png`, type: "image/png", size: 100_000 }),
  });
  const { pathname, search } = new URL(((await signed.json()) as { url: string }).url);
  const slow = await slowClient(server.url, `${head("PUT", `${pathname}${search}`, ["Content-Type: image/png", "Content-Length: 100000", ""])}PNG`);
  try {
    expect(await within(CUT_WITHIN_MS, slow.closed)).not.toBe("still waiting");
    expect(statusOf(slow.received())).toBe("HTTP/1.1 408 Request Timeout");
    expect(bodyOf(slow.received())).toEqual({ error: expect.any(String) });
    // The upload learnt that the rest will not come, and removed what it had written.
    const partials = () => readdir(path.join(testDataDir, "uploads", ".partial")).catch(() => []);
    const deadline = performance.now() + CUT_WITHIN_MS;
    let left = await partials();
    while (left.length > 0 && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      left = await partials();
    }
    expect(left).toEqual([]);
  } finally {
    slow.socket.destroy();
  }
});

it("60 requests whose headers stall or trickle: the owner's calls are answered, the server cuts them with a 408 after its wait", async () => {
  const slow = await slowClients(server.url, SLOW_CLIENTS, head("GET", "/api/trpc/company.get", []), "X-Slow: 1\r\n");
  try {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(await ownerCalls()).toEqual(Array(10).fill("answered"));
    expect(await within(CUT_WITHIN_MS, Promise.all(slow.map((client) => client.closed)))).not.toBe("still waiting");
    for (const client of slow) expect(statusOf(client.received())).toBe("HTTP/1.1 408 Request Timeout");
  } finally {
    for (const client of slow) client.socket.destroy();
  }
});

it("a shutdown does not wait for clients whose headers or body have not arrived: they are answered 408 and cut", async () => {
  const bodyHead = `${head("POST", "/api/v1/purchases", ["Content-Type: application/json", "Content-Length: 1000", ""])}{`;
  const slow = [
    ...(await slowClients(plain.url, 10, bodyHead, " ")),
    ...(await slowClients(plain.url, 10, head("GET", "/api/trpc/company.get", []), "X-Slow: 1\r\n")),
  ];
  try {
    expect((await fetch(`${plain.url}/api/health`)).status).toBe(200);
    // Far below the default waits (10 s): the shutdown cut them.
    expect(await within(CUT_WITHIN_MS, plain.close())).not.toBe("still waiting");
    expect(await within(CUT_WITHIN_MS, Promise.all(slow.map((client) => client.closed)))).not.toBe("still waiting");
    for (const client of slow) expect(statusOf(client.received())).toBe("HTTP/1.1 408 Request Timeout");
    // The HTTP API's answer is a problem document.
    expect(bodyOf(slow[0].received())).toMatchObject({ status: 408, code: "TIMEOUT" });
  } finally {
    for (const client of slow) client.socket.destroy();
  }
});
