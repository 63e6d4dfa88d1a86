// Overload over HTTP (lib/overload.ts): past the cap on requests in flight, or past the wait for a
// database connection, the server answers 503 with Retry-After and writes nothing; the admin's tRPC
// client sends an award refused so again, with the same idempotency key, and tells the cashier.
//
// Requests are held "in flight" by a row lock another connection keeps on the customer they award,
// so what is in flight is known from PostgreSQL (pg_stat_activity), not from timing. Needs PostgreSQL
// (TEST_DATABASE_URL): the embedded database lets no other connection in while one holds a transaction.
import { randomUUID } from "node:crypto";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { retryWhenBusyLink } from "../../admin/src/providers/retryWhenBusy.js";
import { ledgerKeyFor } from "../../server/src/api/idempotency.js";
import { BUSY_MESSAGE } from "../../server/src/lib/overload.js";
import type { AppRouter } from "../../server/src/routers/_app.js";
import type { ApiClient } from "../helpers/client.js";
import { untilWaitingOnLock } from "../helpers/database.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { failure } from "../helpers/errors.js";
import { PosClient, shopWithKey } from "../helpers/pos.js";
import { newPhone } from "../helpers/unique.js";

const CAP = 3;
let capped: TestServer;
let oneConnection: TestServer;
let shop: Awaited<ReturnType<typeof shopWithKey>>;
let cashier: ApiClient;
let lockHolder: pg.Client;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  [capped, oneConnection] = await Promise.all([
    // A fixed cap (testEnv): the held requests' long answers must not shrink it.
    startServer({ env: { MAX_REQUESTS_IN_FLIGHT: String(CAP) } }),
    // One pooled connection and a short wait for it: a request queued behind a busy one is refused.
    startServer({ env: { DATABASE_POOL_SIZE: "1", DATABASE_WAIT_MS: "200", MAX_REQUESTS_IN_FLIGHT: "100" } }),
  ]);
  shop = await shopWithKey(capped.url, capped.db, { initiationGift: 0 });
  cashier = await shop.signIn(capped.url);
  lockHolder = new pg.Client({ connectionString: inject("databaseUrl") });
  await lockHolder.connect();
});
afterAll(async () => {
  await lockHolder?.end();
  await Promise.all([capped?.close(), oneConnection?.close()]);
});

/** A customer of the shop, and a way to keep its row locked so that awards to it wait in the database. */
async function lockedCustomer() {
  const phone = newPhone();
  const { customer } = await cashier.trpc.transaction.add.mutate({ confirmNewCustomer: true, phone, amount: "100", idempotencyKey: randomUUID() });
  await lockHolder.query("BEGIN");
  await lockHolder.query(`SELECT id FROM "Customer" WHERE id = $1 FOR UPDATE`, [customer.id]);
  return { phone, customerId: customer.id, release: () => lockHolder.query("COMMIT") };
}

async function untilSignedIn(url: string, attempts = 10): Promise<ApiClient> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await shop.signIn(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

const rowsWithKey = (idempotencyKey: string) => capped.db.transaction.count({ where: { companyId: shop.company.id, idempotencyKey } });

describe.runIf(process.env.TEST_DATABASE_URL)("overload", () => {
  it("past the cap on requests in flight: 503 with Retry-After while the others still wait, nothing written", async () => {
    const { phone, customerId, release } = await lockedCustomer();
    const held = Array.from({ length: CAP }, () =>
      cashier.trpcUnbatched.transaction.add.mutate({ confirmNewCustomer: true, phone, amount: "500", idempotencyKey: randomUUID() }),
    );
    await untilWaitingOnLock(lockHolder, CAP);

    const refusedKey = randomUUID();
    const refused = await fetch(`${capped.url}/api/trpc/transaction.add`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: cashier.jar.header() },
      body: JSON.stringify({ confirmNewCustomer: true, phone: newPhone(), amount: "700", idempotencyKey: refusedKey }),
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("1");
    const body = await refused.json();
    expect(body.error).toMatchObject({ message: BUSY_MESSAGE, data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503 } });

    // Through the tRPC client (a batch) and the HTTP API, in their own shapes.
    const batched = await failure(
      cashier.trpc.transaction.add.mutate({ confirmNewCustomer: true, phone: newPhone(), amount: "700", idempotencyKey: randomUUID() }),
    );
    expect(batched.data?.code).toBe("SERVICE_UNAVAILABLE");
    const api = await shop.pos.post("/purchases", { confirmNewCustomer: true, phone: newPhone(), amount: "700" });
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toBe("1");
    expect(api.body).toMatchObject({ code: "SERVICE_UNAVAILABLE", message: { el: BUSY_MESSAGE } });

    // Refused while the held requests are still in flight: they have not been answered yet.
    await untilWaitingOnLock(lockHolder, CAP);
    await release();
    const answers = await Promise.all(held);
    expect(answers.map((answer) => answer.customer.id)).toEqual(Array(CAP).fill(customerId));
    expect(await rowsWithKey(refusedKey)).toBe(0);
    expect(await capped.db.transaction.count({ where: { customerId } })).toBe(1 + CAP);
  });

  it("past the wait for a database connection: 503 with Retry-After, nothing written", async () => {
    // On a busy test machine even opening the server's one connection can take longer than its 200 ms
    // wait; the owner signs in again then, as a person told "busy" would. What is tested starts after.
    const owner = await untilSignedIn(oneConnection.url);
    const { phone, release } = await lockedCustomer();
    // Holds the server's one connection (waiting on the lock, inside its transaction).
    const held = owner.trpcUnbatched.transaction.add.mutate({ confirmNewCustomer: true, phone, amount: "500", idempotencyKey: randomUUID() });
    await untilWaitingOnLock(lockHolder, 1);
    const queuedKey = randomUUID();
    const queued = await fetch(`${oneConnection.url}/api/trpc/transaction.add`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: owner.jar.header() },
      body: JSON.stringify({ confirmNewCustomer: true, phone: newPhone(), amount: "700", idempotencyKey: queuedKey }),
    });
    expect(queued.status).toBe(503);
    expect(queued.headers.get("retry-after")).toBe("1");
    expect((await queued.json()).error.data.code).toBe("SERVICE_UNAVAILABLE");
    const apiKey = randomUUID();
    const api = await new PosClient(oneConnection.url, shop.pos.key).post("/purchases", { confirmNewCustomer: true, phone: newPhone(), amount: "700" }, apiKey);
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toBe("1");
    expect(api.body).toMatchObject({ code: "SERVICE_UNAVAILABLE", message: { el: BUSY_MESSAGE } });
    await release();
    expect((await held).transaction.amount).toBe("500");
    expect(await rowsWithKey(queuedKey)).toBe(0);
    expect(await rowsWithKey(ledgerKeyFor(apiKey))).toBe(0);
  });

  it("the admin's client sends an award refused with 503 again with the same idempotency key, and tells the cashier", async () => {
    const { phone, release } = await lockedCustomer();
    const held = Array.from({ length: CAP }, () =>
      cashier.trpcUnbatched.transaction.add.mutate({ confirmNewCustomer: true, phone, amount: "500", idempotencyKey: randomUUID() }),
    );
    await untilWaitingOnLock(lockHolder, CAP);

    const sent: Array<{ status: number; body: string }> = [];
    const notices: number[] = [];
    const admin = createTRPCClient<AppRouter>({
      links: [
        retryWhenBusyLink<AppRouter>((seconds) => {
          notices.push(seconds);
          // The cashier is told; meanwhile the server catches up.
          void release();
        }),
        httpBatchLink({
          url: `${capped.url}/api/trpc`,
          fetch: async (url, init) => {
            const response = await cashier.fetch(String(url), init as RequestInit);
            sent.push({ status: response.status, body: String(init?.body) });
            return response;
          },
        }),
      ],
    });
    const idempotencyKey = randomUUID();
    const newCustomer = newPhone();
    const answer = await admin.transaction.add.mutate({ confirmNewCustomer: true, phone: newCustomer, amount: "1200", idempotencyKey });
    await Promise.all(held);

    expect(sent.map((request) => request.status)).toEqual([503, 200]);
    expect(sent[1].body).toBe(sent[0].body);
    expect(JSON.parse(sent[1].body)["0"].idempotencyKey).toBe(idempotencyKey);
    expect(notices).toEqual([1]);
    expect(answer.customer.phone).toBe(newCustomer);
    expect(await rowsWithKey(idempotencyKey)).toBe(1);
  });

  it("the admin's client does not resend a refused read (only writes with a key are safe to send again)", async () => {
    const { phone, release } = await lockedCustomer();
    const held = Array.from({ length: CAP }, () =>
      cashier.trpcUnbatched.transaction.add.mutate({ confirmNewCustomer: true, phone, amount: "500", idempotencyKey: randomUUID() }),
    );
    await untilWaitingOnLock(lockHolder, CAP);
    let requests = 0;
    const notices: number[] = [];
    const admin = createTRPCClient<AppRouter>({
      links: [
        retryWhenBusyLink<AppRouter>((seconds) => notices.push(seconds)),
        httpBatchLink({
          url: `${capped.url}/api/trpc`,
          fetch: (url, init) => {
            requests++;
            return cashier.fetch(String(url), init as RequestInit);
          },
        }),
      ],
    });
    expect((await failure(admin.transaction.listTags.query())).data?.code).toBe("SERVICE_UNAVAILABLE");
    expect(requests).toBe(1);
    expect(notices).toEqual([]);
    await release();
    await Promise.all(held);
  });
});
