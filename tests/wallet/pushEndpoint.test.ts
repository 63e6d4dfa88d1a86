// A wallet's push subscription is a URL anyone with a phone gives us and a push campaign POSTs to: it must
// not reach into our own network (SSRF). Refused at subscribe: http, private and loopback addresses, names
// that resolve to them. At delivery: the address actually connected to (a name that resolves elsewhere
// since), and redirects are never followed; a 307/308 answer is a failed delivery like any other.
import { randomUUID } from "node:crypto";
import { createServer as createHttpServer } from "node:http";
import { createServer as createTcpServer, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PushNotification } from "../../server/src/channels/push/content.js";
import { sendWebPush } from "../../server/src/channels/webPush/transport.js";
import { failure } from "../helpers/errors.js";
import { startServer, testEnv, type TestServer } from "../helpers/server.js";
import { newPhone } from "../helpers/unique.js";
import { browserPushKeys, pushService } from "./pushService.js";
import { walletClient } from "./support.js";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env: { WEB_PUSH_ALLOW_PRIVATE: "false" } });
});
afterAll(() => server?.close());

const keys = browserPushKeys();
const message: PushNotification = {
  title: "Νέο μενού",
  body: "Δοκιμάστε το.",
  data: {},
  shop: { name: "Καφέ", logo: null, walletUrl: "https://loyalty.example/wallet/" },
};
const target = (endpoint: string) => ({ endpoint, p256dh: keys.p256dh, auth: keys.auth });

describe("subscribing", () => {
  it("refuses http, private and loopback addresses, and names that resolve to them", async () => {
    const wallet = await walletClient(server.url, server.db, newPhone());
    for (const endpoint of [
      "http://push.example.com/send/1",
      "https://127.0.0.1:8443/push/1",
      "https://[::1]/push/1",
      "https://10.0.0.7/push/1",
      "https://169.254.169.254/latest/meta-data",
      "https://localhost:8443/push/1",
    ]) {
      const error = await failure(wallet.trpc.wallet.subscribePush.mutate({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }));
      expect(error.data?.code, endpoint).toBe("BAD_REQUEST");
      expect(await server.db.webPushSubscription.count({ where: { endpoint } })).toBe(0);
    }
  });
});

describe("delivering", () => {
  it("checks the address connected to: a name that now resolves to a private address is not reached", async () => {
    let connections = 0;
    const listener = createTcpServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = listener.address() as AddressInfo;
      // Stored as if "localhost" had resolved to a public address when the browser subscribed.
      const outcome = await sendWebPush(testEnv({ WEB_PUSH_ALLOW_PRIVATE: "false" }), server.db, message, [
        target(`https://localhost:${port}/push/${randomUUID()}`),
      ]);
      expect(outcome).toMatchObject({ delivered: 0, failed: 1, lastError: expect.stringMatching(/ιδιωτική ή τοπική/) });
      expect(connections).toBe(0);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it("does not follow a redirect, and a 307 or 308 answer fails the delivery cleanly", async () => {
    const inside = await pushService();
    let status = 302;
    const redirecting = createHttpServer((req, res) => {
      req.resume();
      req.on("end", () => res.writeHead(status, { Location: `${inside.url}/internal` }).end());
    });
    await new Promise<void>((resolve) => redirecting.listen(0, "127.0.0.1", resolve));
    try {
      const endpoint = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/push/${randomUUID()}`;
      for (status of [302, 307, 308]) {
        const outcome = await sendWebPush(testEnv(), server.db, message, [target(endpoint)]);
        expect(outcome, String(status)).toEqual({ delivered: 0, gone: 0, failed: 1, lastError: `push service ${status}` });
      }
      expect(inside.received).toEqual([]);
    } finally {
      await new Promise((resolve) => redirecting.close(resolve));
      await inside.close();
    }
  });
});
