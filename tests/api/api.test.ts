// /api/v1 end to end with real keys over HTTP: the operations, keys (made, listed, revoked, scoped),
// Idempotency-Key, problem documents in Greek and English, and tenancy between shops.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCoupon } from "../../server/src/rewards/issue.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { signInAs } from "../helpers/client.js";
import { failure } from "../helpers/errors.js";
import { expectProblem, newKey, PosClient, shopWithKey } from "../helpers/pos.js";
import { newPhone } from "../helpers/unique.js";

let server: TestServer;
let shop: Awaited<ReturnType<typeof shopWithKey>>;
let other: Awaited<ReturnType<typeof shopWithKey>>;

beforeAll(async () => {
  server = await startServer();
  [shop, other] = await Promise.all([shopWithKey(server.url, server.db, { pointsMult: 2, initiationGift: 5 }), shopWithKey(server.url, server.db)]);
});
afterAll(() => server?.close());

const ledgerRows = (companyId: string, phone: string) => server.db.transaction.count({ where: { companyId, customer: { phone } } });

async function couponOf(customerId: string, title = "Δωρεάν espresso") {
  return insertCoupon(server.db, "points", {
    customerId,
    rewardId: null,
    title,
    description: null,
    url: null,
    points: 0,
    amount: 250,
    validUntil: null,
    usedAt: null,
  });
}

describe("API keys in the settings", () => {
  it("shows the full key once; the list has the name, scopes, prefix and last use, never the key or its hash", async () => {
    const created = await shop.owner.trpc.apiKey.create.mutate({ name: "Ταμείο 2", scopes: ["read"] });
    expect(created.key).toMatch(/^lyk_[A-Za-z0-9_-]{32}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const stored = await server.db.apiKey.findUniqueOrThrow({ where: { id: created.id } });
    expect(stored.hash).not.toContain(created.key);
    expect(JSON.stringify(stored)).not.toContain(created.key);

    const before = (await shop.owner.trpc.apiKey.list.query()).find((key) => key.id === created.id)!;
    expect(before).toMatchObject({ name: "Ταμείο 2", scopes: ["read"], prefix: created.prefix, lastUsedAt: null, revokedAt: null });
    expect(JSON.stringify(await shop.owner.trpc.apiKey.list.query())).not.toContain(created.key.slice(12));

    expect((await new PosClient(server.url, created.key).get(`/transactions`)).status).toBe(200);
    const after = (await shop.owner.trpc.apiKey.list.query()).find((key) => key.id === created.id)!;
    expect(after.lastUsedAt).not.toBeNull();
  });

  it("is the owner's: an employee can neither list nor make keys", async () => {
    const staff = await signInAs(server.url, "staff");
    expect((await failure(staff.trpc.apiKey.list.query())).data?.code).toBe("FORBIDDEN");
    expect((await failure(staff.trpc.apiKey.create.mutate({ name: "x", scopes: ["counter"] }))).data?.code).toBe("FORBIDDEN");
  });

  it("refuses a revoked key at once", async () => {
    const { id, pos } = await newKey(shop.owner, server.url, ["read"]);
    expect((await pos.get("/transactions")).status).toBe(200);
    await shop.owner.trpc.apiKey.revoke.mutate({ id });
    const refused = await pos.get("/transactions");
    expectProblem(refused, 401, "UNAUTHORIZED");
    expect(refused.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await shop.owner.trpc.apiKey.list.query()).find((key) => key.id === id)?.revokedAt).not.toBeNull();
  });

  it("refuses requests without a key, with a malformed one, or with the company's spec apiKey", async () => {
    const company = await server.db.company.findUniqueOrThrow({ where: { id: shop.company.id } });
    for (const authorization of [undefined, "Bearer nope", `Bearer lyk_${"A".repeat(32)}`, `Bearer ${company.apiKey}`, company.apiKey]) {
      const response = await fetch(`${server.url}/api/v1/transactions`, { headers: authorization ? { authorization } : {} });
      expect(response.status).toBe(401);
      expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    }
  });

  it("enforces scopes: a read key cannot write, a counter key cannot read", async () => {
    const reader = (await newKey(shop.owner, server.url, ["read"])).pos;
    const counter = (await newKey(shop.owner, server.url, ["counter"])).pos;
    const write = await reader.post("/purchases", { confirmNewCustomer: true, phone: newPhone(), amount: "1000" });
    expect(expectProblem(write, 403, "FORBIDDEN").message.en).toMatch(/"counter" scope/);
    expectProblem(await counter.get("/transactions"), 403, "FORBIDDEN");
    expect((await counter.post("/purchases", { confirmNewCustomer: true, phone: newPhone(), amount: "1000" })).status).toBe(201);
  });
});

describe("the counter over the API", () => {
  it("adds a purchase: points, a new customer with the welcome gift, and the customer found by phone", async () => {
    const phone = newPhone();
    const added = await shop.pos.post("/purchases", {
      confirmNewCustomer: true,
      phone: phone.replace("+30", ""),
      amount: "1250",
      storeId: shop.store.id,
      tagIds: [shop.tag.id],
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      transaction: { amount: "1250", points: 24 },
      customer: { phone, points: 29, stamps: 0, created: true },
      gifts: { initiation: 5, coupons: [] },
    });
    const found = await shop.pos.get(`/customers/lookup?phone=${encodeURIComponent(phone)}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ phone, points: 29, transactionCount: 1 });

    const list = await shop.pos.get(`/transactions?customerId=${found.body.id}`);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id: added.body.transaction.id,
        kind: "points",
        amount: "1250",
        points: 24,
        cancelledAt: null,
        store: { id: shop.store.id, name: "Κεντρικό" },
        tags: [{ id: shop.tag.id, label: "Καφές" }],
      }),
    ]);
  });

  it("adds a stamp", async () => {
    const phone = newPhone();
    const added = await shop.pos.post("/stamps", { confirmNewCustomer: true, phone });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ customer: { phone, stamps: 1, created: true } });
    const list = await shop.pos.get("/transactions?kind=stamps&limit=5");
    expect(list.body.data[0]).toMatchObject({ id: added.body.transaction.id, kind: "stamps", amount: "0" });
  });

  it("lists a customer's unused coupons and redeems one, once", async () => {
    const phone = newPhone();
    await shop.pos.post("/purchases", { confirmNewCustomer: true, phone, amount: "500" });
    const customer = (await shop.pos.get(`/customers/lookup?phone=${encodeURIComponent(phone)}`)).body;
    const { code } = await couponOf(customer.id);
    await couponOf(customer.id, "Δωρεάν κρουασάν");

    const coupons = await shop.pos.get(`/customers/${customer.id}/coupons`);
    expect(coupons.status).toBe(200);
    expect(coupons.body.data.map((coupon: { title: string }) => coupon.title).sort()).toEqual(["Δωρεάν espresso", "Δωρεάν κρουασάν"]);
    expect(coupons.body.data[0]).toMatchObject({ amount: "250", usedAt: null, customer: { id: customer.id, phone } });

    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const redeemed = await shop.pos.post("/coupons/redeem", { code: typed });
    expect(redeemed.status).toBe(200);
    expect(redeemed.body).toMatchObject({ code, title: "Δωρεάν espresso", customer: { phone } });
    const again = expectProblem(await shop.pos.post("/coupons/redeem", { code }), 409, "CONFLICT");
    expect(again.message.el).toMatch(/^Έχει ήδη εξαργυρωθεί στις /);
    expect(again.message.en).toMatch(/^The coupon was already redeemed on /);
    expect((await shop.pos.get(`/customers/${customer.id}/coupons`)).body.data).toHaveLength(1);
    expect((await shop.pos.get(`/customers/${customer.id}/coupons?unused=false`)).body.data).toHaveLength(2);
  });

  it("cancels a transaction and takes its points back; twice is a conflict", async () => {
    const phone = newPhone();
    const added = (await shop.pos.post("/purchases", { confirmNewCustomer: true, phone, amount: "2000" })).body;
    const cancelled = await shop.pos.post(`/transactions/${added.transaction.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id: added.transaction.id });
    expect((await shop.pos.get(`/customers/lookup?phone=${encodeURIComponent(phone)}`)).body.points).toBe(5);
    const twice = expectProblem(await shop.pos.post(`/transactions/${added.transaction.id}/cancel`), 409, "CONFLICT");
    expect(twice.message).toEqual({ el: "Η συναλλαγή έχει ήδη ακυρωθεί.", en: "The transaction has already been cancelled." });
  });

  it("answers bad input with a problem document naming each field in Greek and English", async () => {
    const bad = expectProblem(await shop.pos.post("/purchases", { confirmNewCustomer: true, phone: "12", amount: "12,50" }), 400, "BAD_REQUEST");
    expect(bad.errors.map((error: { field: string }) => error.field).sort()).toEqual(["amount", "phone"]);
    expect(bad.errors.find((error: { field: string }) => error.field === "amount").message).toEqual({
      el: "Μη έγκυρο ποσό.",
      en: 'Invalid amount: cents as a string of digits, e.g. "1250" for 12.50 €.',
    });
    const missing = expectProblem(await shop.pos.post("/purchases", {}), 400);
    expect(missing.errors.find((error: { field: string }) => error.field === "phone").message.en).toBe("Required");
    expectProblem(await shop.pos.request("POST", "/purchases", { body: undefined, headers: { "content-type": "application/json" } }), 400);
    const notJson = await fetch(`${server.url}/api/v1/purchases`, {
      method: "POST",
      headers: { authorization: `Bearer ${shop.pos.key}`, "content-type": "application/json", "idempotency-key": randomUUID() },
      body: "{nope",
    });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { code: string }).code).toBe("PARSE_ERROR");
    expectProblem(await shop.pos.get("/customers/lookup?phone=6900000000"), 404, "NOT_FOUND");
    expectProblem(await shop.pos.get("/nowhere"), 404);
    const wrongMethod = await shop.pos.get("/purchases");
    expectProblem(wrongMethod, 405);
    expect(wrongMethod.headers.get("allow")).toBe("POST");
    expectProblem(await shop.pos.post("/purchases", { confirmNewCustomer: true, phone: newPhone(), amount: "100", note: "x" }), 400, "BAD_REQUEST");
    // A cursor of the right shape that this server did not make: the request is valid, the list cannot follow it.
    expectProblem(await shop.pos.get("/transactions?cursor=garbage"), 422, "UNPROCESSABLE_CONTENT");
    expectProblem(await shop.pos.get("/transactions?cursor=not%20a%20cursor"), 400, "BAD_REQUEST");
  });

  it("refuses what the shop's flags turn off, as the admin does", async () => {
    const flagged = await shopWithKey(server.url, server.db);
    await server.db.company.update({ where: { id: flagged.company.id }, data: { flags: { "admin-panel": { redeem: false } } } });
    const refused = expectProblem(await flagged.pos.post("/coupons/redeem", { code: "P123456789" }), 403, "FORBIDDEN");
    expect(refused.message.el).toBe("Η λειτουργία δεν είναι ενεργή για το κατάστημα.");
    expect((await flagged.pos.post("/purchases", { confirmNewCustomer: true, phone: newPhone(), amount: "100" })).status).toBe(201);
  });
});

describe("Idempotency-Key", () => {
  it("is required on every write", async () => {
    for (const [path, body] of [
      ["/purchases", { phone: newPhone(), amount: "100" }],
      ["/stamps", { phone: newPhone() }],
      ["/coupons/redeem", { code: "P123" }],
      ["/transactions/x/cancel", undefined],
    ] as const) {
      const missing = expectProblem(await shop.pos.post(path, body, null), 400, "BAD_REQUEST");
      expect(missing.message.en).toMatch(/Idempotency-Key/);
    }
    expectProblem(await shop.pos.post("/purchases", { confirmNewCustomer: true, phone: newPhone(), amount: "100" }, "two words"), 400);
  });

  it("same key and request: the recorded answer and one purchase, also for requests at the same moment", async () => {
    const phone = newPhone();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => shop.pos.post("/purchases", { confirmNewCustomer: true, phone, amount: "900" }, key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((answer) => answer.body.transaction.id)).size).toBe(1);
    const later = await shop.pos.post("/purchases", { confirmNewCustomer: true, phone: phone.replace("+30", ""), amount: "900" }, key);
    expect(later.headers.get("idempotent-replayed")).toBe("true");
    expect(later.body).toEqual(answers[0].body);
    expect(await ledgerRows(shop.company.id, phone)).toBe(1);
  });

  it("same key, different request: 409, and nothing written", async () => {
    const phone = newPhone();
    const key = randomUUID();
    expect((await shop.pos.post("/purchases", { confirmNewCustomer: true, phone, amount: "900" }, key)).status).toBe(201);
    const conflict = expectProblem(await shop.pos.post("/purchases", { confirmNewCustomer: true, phone, amount: "901" }, key), 409, "IDEMPOTENCY_KEY_REUSED");
    expect(conflict.message.el).toMatch(/Idempotency-Key/);
    expectProblem(await shop.pos.post("/stamps", { confirmNewCustomer: true, phone }, key), 409, "IDEMPOTENCY_KEY_REUSED");
    expect(await ledgerRows(shop.company.id, phone)).toBe(1);
    expect(await server.db.stampTransaction.count({ where: { companyId: shop.company.id, customer: { phone } } })).toBe(0);
  });

  it("same key, different purchase after the key's record is gone (kept a day): still 409, nothing written", async () => {
    const phone = newPhone();
    const key = randomUUID();
    const first = await shop.pos.post("/purchases", { confirmNewCustomer: true, phone, amount: "900" }, key);
    expect(first.status).toBe(201);
    // What the nightly housekeeping does to a record older than a day; the ledger row keeps the key.
    await server.db.apiIdempotencyKey.deleteMany({ where: { companyId: shop.company.id, key } });
    expectProblem(await shop.pos.post("/purchases", { confirmNewCustomer: true, phone, amount: "901" }, key), 409, "IDEMPOTENCY_KEY_REUSED");
    const otherPhone = newPhone();
    expectProblem(await shop.pos.post("/purchases", { confirmNewCustomer: true, phone: otherPhone, amount: "900" }, key), 409, "IDEMPOTENCY_KEY_REUSED");
    expect(await ledgerRows(shop.company.id, phone)).toBe(1);
    expect(await server.db.customer.count({ where: { companyId: shop.company.id, phone: otherPhone } })).toBe(0);
    // The same purchase again: its answer, not a second purchase.
    const again = await shop.pos.post("/purchases", { confirmNewCustomer: true, phone, amount: "900" }, key);
    expect(again.status).toBe(201);
    expect(again.body.transaction.id).toBe(first.body.transaction.id);
  });

  it("a retried redemption gets its recorded answer, even at the same moment; another key finds it used", async () => {
    const phone = newPhone();
    await shop.pos.post("/purchases", { confirmNewCustomer: true, phone, amount: "100" });
    const customer = (await shop.pos.get(`/customers/lookup?phone=${encodeURIComponent(phone)}`)).body;
    const { code } = await couponOf(customer.id);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 4 }, () => shop.pos.post("/coupons/redeem", { code }, key)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.headers.get("idempotent-replayed") === "true")).toHaveLength(3);
    for (const answer of answers) expect(answer.body).toEqual(answers[0].body);
    expectProblem(await shop.pos.post("/coupons/redeem", { code: "P999999999" }, key), 409, "IDEMPOTENCY_KEY_REUSED");
    expectProblem(await shop.pos.post("/coupons/redeem", { code }), 409, "CONFLICT");
  });

  it("a retried cancellation gets its recorded answer; a failed write records nothing", async () => {
    const added = (await shop.pos.post("/purchases", { confirmNewCustomer: true, phone: newPhone(), amount: "700" })).body;
    const missing = randomUUID();
    expectProblem(await shop.pos.post(`/transactions/no-such-id/cancel`, undefined, missing), 404, "NOT_FOUND");
    expect(await server.db.apiIdempotencyKey.count({ where: { companyId: shop.company.id, key: missing } })).toBe(0);
    const key = randomUUID();
    const first = await shop.pos.post(`/transactions/${added.transaction.id}/cancel`, undefined, key);
    const retry = await shop.pos.post(`/transactions/${added.transaction.id}/cancel`, undefined, key);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
  });

  it("keys are per shop: another shop's key may use the same Idempotency-Key", async () => {
    const key = randomUUID();
    const mine = await shop.pos.post("/purchases", { confirmNewCustomer: true, phone: newPhone(), amount: "100" }, key);
    const theirs = await other.pos.post("/purchases", { confirmNewCustomer: true, phone: newPhone(), amount: "200" }, key);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.transaction.id).not.toBe(mine.body.transaction.id);
  });
});

describe("tenancy", () => {
  it("a key of one shop never reaches another shop's customers, coupons or transactions", async () => {
    const phone = newPhone();
    const theirs = (await other.pos.post("/purchases", { confirmNewCustomer: true, phone, amount: "3000" })).body;
    const theirCustomer = (await other.pos.get(`/customers/lookup?phone=${encodeURIComponent(phone)}`)).body;
    const { code } = await couponOf(theirCustomer.id);

    expectProblem(await shop.pos.get(`/customers/lookup?phone=${encodeURIComponent(phone)}`), 404);
    expect((await shop.pos.get(`/customers/${theirCustomer.id}/coupons?unused=false`)).body.data).toEqual([]);
    expect((await shop.pos.get(`/transactions?customerId=${theirCustomer.id}`)).body.data).toEqual([]);
    const mine = (await shop.pos.get("/transactions?limit=100")).body.data.map((row: { id: string }) => row.id);
    expect(mine).not.toContain(theirs.transaction.id);
    expectProblem(await shop.pos.post(`/transactions/${theirs.transaction.id}/cancel`), 404);
    expectProblem(await shop.pos.post("/coupons/redeem", { code }), 404);

    const untouched = await server.db.transaction.findUniqueOrThrow({ where: { id: theirs.transaction.id } });
    expect(untouched.cancelledAt).toBeNull();
    expect((await server.db.coupon.findUniqueOrThrow({ where: { code } })).usedAt).toBeNull();
    // The same phone at this shop is this shop's own new customer.
    const own = await shop.pos.post("/purchases", { confirmNewCustomer: true, phone, amount: "100" });
    expect(own.body.customer).toMatchObject({ created: true });
    expect(own.body.customer.id).not.toBe(theirCustomer.id);
  });
});

describe("the OpenAPI document", () => {
  it("describes every operation, with the key scheme and the Idempotency-Key of writes", async () => {
    const response = await fetch(`${server.url}/api/v1/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string; parameters: Array<{ name: string; in: string }>; requestBody?: unknown }>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => `${method.toUpperCase()} ${path} ${operation.operationId}`),
    );
    expect(operations.sort()).toEqual(
      [
        "GET /customers/lookup findCustomer",
        "GET /customers/{customerId}/coupons listCustomerCoupons",
        "POST /purchases createPurchase",
        "POST /stamps addStamp",
        "POST /coupons/redeem redeemCoupon",
        "POST /transactions/{id}/cancel cancelTransaction",
        "GET /transactions listTransactions",
      ].sort(),
    );
    const purchase = document.paths["/purchases"].post;
    expect(purchase.parameters).toContainEqual(expect.objectContaining({ name: "Idempotency-Key", in: "header" }));
    expect(JSON.stringify(purchase.requestBody)).toContain('"amount"');
  });
});

describe("the request limit", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startServer({ env: { API_RATE_LIMIT: "3" } });
  });
  afterAll(() => limited?.close());

  it("answers 429 with Retry-After past the key's limit per minute, and counts each key apart", async () => {
    const pos = new PosClient(limited.url, shop.pos.key);
    // 7 requests: however they fall across a minute boundary, one minute holds at least 4 of them.
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await pos.get("/transactions?limit=1"));
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    const problem = expectProblem(refused[0], 429, "TOO_MANY_REQUESTS");
    expect(problem.message.el).toMatch(/όριο 3 το λεπτό/);
    const retryAfter = Number(refused[0].headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused[0].headers.get("ratelimit-remaining")).toBe("0");
    expect(answers[0].headers.get("ratelimit-limit")).toBe("3");
    // Another key of the same shop has its own count.
    const fresh = new PosClient(limited.url, (await newKey(shop.owner, server.url, ["read"])).pos.key);
    expect((await fresh.get("/transactions?limit=1")).status).toBe(200);
  });
});
