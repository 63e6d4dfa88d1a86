// transaction.get / stampsGet over HTTP: newest first, keyset pages that neither overlap nor skip (also
// across equal timestamps), the count, the phone and name search and the customer filter.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../helpers/client.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { failure } from "../helpers/errors.js";
import { createShop } from "../helpers/shop.js";
import { newPhone } from "../helpers/unique.js";

let server: TestServer;
let shop: Awaited<ReturnType<typeof createShop>>;
let owner: ApiClient;
const phones = [newPhone(), newPhone(), newPhone()];
let expectedPoints: Array<{ id: string; createdAt: Date }>;
let expectedStamps: Array<{ id: string; createdAt: Date }>;

const newestFirst = (a: { id: string; createdAt: Date }, b: { id: string; createdAt: Date }) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

beforeAll(async () => {
  server = await startServer();
  shop = await createShop(server.db, { pointsMult: 2, initiationGift: 0, stampInitiationGift: 0 });
  owner = await shop.signIn(server.url);
  const add = (phone: string, amount: string) =>
    owner.trpc.transaction.add.mutate({ confirmNewCustomer: true, phone, amount, idempotencyKey: randomUUID(), tagIds: [shop.tag.id], storeId: shop.store.id });
  await add(phones[0], "1250");
  await add(phones[0], "300");
  await add(phones[1], "999");
  await add(phones[0], "100");
  for (const phone of phones.slice(0, 2)) await owner.trpc.transaction.addStamp.mutate({ confirmNewCustomer: true, phone, idempotencyKey: randomUUID() });
  // Four purchases of the third customer at the very same moment, and older ones: pages must split ties by id.
  const third = (await owner.trpc.transaction.add.mutate({ confirmNewCustomer: true, phone: phones[2], amount: "500", idempotencyKey: randomUUID() })).customer
    .id;
  const tie = new Date(Date.now() - 3_600_000);
  for (let i = 0; i < 4; i++) {
    await server.db.transaction.create({
      data: { amount: 100 * i, pointsMult: 2, points: 2 * i, companyId: shop.company.id, customerId: third, createdAt: tie },
    });
    await server.db.stampTransaction.create({ data: { companyId: shop.company.id, customerId: third, createdAt: tie } });
  }
  await server.db.stampTransaction.create({ data: { companyId: shop.company.id, customerId: third, createdAt: new Date(Date.now() - 86_400_000) } });
  const where = { where: { companyId: shop.company.id }, select: { id: true, createdAt: true } };
  expectedPoints = (await server.db.transaction.findMany(where)).sort(newestFirst);
  expectedStamps = (await server.db.stampTransaction.findMany(where)).sort(newestFirst);
});
afterAll(() => server?.close());

async function allPages(list: (cursor: string | null) => Promise<{ count: number; body: Array<{ id: string }>; nextCursor: string | null }>) {
  const ids: string[] = [];
  const counts: number[] = [];
  let cursor: string | null = null;
  do {
    const page = await list(cursor);
    ids.push(...page.body.map((row) => row.id));
    counts.push(page.count);
    cursor = page.nextCursor;
  } while (cursor);
  return { ids, counts };
}

describe("transaction.get", () => {
  it("pages newest first without overlap or gaps, with the total count on every page", async () => {
    expect(expectedPoints).toHaveLength(9);
    const { ids, counts } = await allPages((cursor) => owner.trpc.transaction.get.query({ cursor, limit: 2 }));
    expect(ids).toEqual(expectedPoints.map((row) => row.id));
    expect(counts).toEqual([9, 9, 9, 9, 9]);
  });

  it("answers rows in the contract's shape", async () => {
    const { body } = await owner.trpc.transaction.get.query({ text: phones[1] });
    expect(body).toEqual([
      {
        id: expect.any(String),
        amount: "999",
        pointsMult: 2,
        points: 18,
        stampGiven: false,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        cancelledAt: null,
        storeId: shop.store.id,
        store: { id: shop.store.id, name: "Κεντρικό" },
        customer: { id: expect.any(String), phone: phones[1], firstName: null, lastName: null, user: null },
        tags: [{ tag: { id: shop.tag.id, label: "Καφές" } }],
      },
    ]);
  });

  it("searches by any part of the phone, ignoring spaces and a 0030 prefix", async () => {
    const digits = phones[0].slice(-7);
    const spaced = `${digits.slice(0, 3)} ${digits.slice(3)}`;
    const page = await owner.trpc.transaction.get.query({ text: spaced, limit: 2 });
    expect(page.count).toBe(3);
    expect(page.body.every((row) => row.customer.phone === phones[0])).toBe(true);
    const rest = await owner.trpc.transaction.get.query({ text: spaced, limit: 2, cursor: page.nextCursor });
    expect(rest.body).toHaveLength(1);
    expect(rest.nextCursor).toBeNull();
    expect((await owner.trpc.transaction.get.query({ text: `0030${phones[0].slice(3)}` })).count).toBe(3);
    expect(await owner.trpc.transaction.get.query({ text: "Μαρία" })).toEqual({ count: 0, body: [], nextCursor: null });
    expect((await owner.trpc.transaction.get.query({ text: "0000000000" })).count).toBe(0);
  });

  it("searches by the customer's first or last name, or both in either order, case and accents as typed", async () => {
    const customer = await server.db.customer.findFirstOrThrow({ where: { companyId: shop.company.id, phone: phones[1] } });
    await server.db.customer.update({ where: { id: customer.id }, data: { firstName: "Μαρίνα", lastName: "Γεωργίου" } });
    for (const text of ["Μαρίνα", "μαρίνα", "Γεωργ", "Μαρίνα Γεωργίου", "Γεωργίου Μαρίνα"]) {
      const page = await owner.trpc.transaction.get.query({ text });
      expect(page.count, text).toBe(1);
      expect(page.body[0].customer).toMatchObject({ id: customer.id, firstName: "Μαρίνα", lastName: "Γεωργίου" });
    }
    expect((await owner.trpc.transaction.stampsGet.query({ text: "γεωργίου" })).count).toBe(1);
    expect((await owner.trpc.transaction.get.query({ text: "Μαρίνα Παπά" })).count).toBe(0);
    // The other tests read this customer nameless.
    await server.db.customer.update({ where: { id: customer.id }, data: { firstName: null, lastName: null } });
  });

  it("searches the same way when very many customers match", async () => {
    const big = await createShop(server.db);
    const prefix = `+30698${String(Math.floor(Math.random() * 90) + 10)}`;
    await server.db.customer.createMany({
      data: Array.from({ length: 1200 }, (_, i) => ({ companyId: big.company.id, phone: `${prefix}${String(i).padStart(5, "0")}` })),
    });
    const customers = await server.db.customer.findMany({ where: { companyId: big.company.id }, orderBy: { phone: "asc" }, take: 3 });
    for (const customer of customers) {
      await server.db.transaction.create({ data: { amount: 100, pointsMult: 1, points: 1, companyId: big.company.id, customerId: customer.id } });
    }
    const client = await big.signIn(server.url);
    const page = await client.trpc.transaction.get.query({ text: prefix.slice(3), limit: 2 });
    expect(page.count).toBe(3);
    const rest = await client.trpc.transaction.get.query({ text: prefix.slice(3), limit: 2, cursor: page.nextCursor });
    expect([...page.body, ...rest.body].map((row) => row.customer.phone).sort()).toEqual(customers.map((c) => c.phone));
  });

  it("filters by customer", async () => {
    const customer = await server.db.customer.findFirstOrThrow({ where: { companyId: shop.company.id, phone: phones[2] } });
    const page = await owner.trpc.transaction.get.query({ customerId: customer.id });
    expect(page.count).toBe(5);
    expect(new Set(page.body.map((row) => row.customer.id))).toEqual(new Set([customer.id]));
  });

  it("shows only the shop's own rows and refuses a made-up cursor", async () => {
    const other = await createShop(server.db);
    expect(await (await other.signIn(server.url)).trpc.transaction.get.query({})).toEqual({ count: 0, body: [], nextCursor: null });
    const bad = await failure(owner.trpc.transaction.get.query({ cursor: "not-a-cursor" }));
    expect(bad.data?.code).toBe("BAD_REQUEST");
    expect(bad.data?.zodError?.fieldErrors.cursor).toEqual(["Μη έγκυρη σελίδα αποτελεσμάτων. Ανανεώστε τη λίστα."]);
  });

  it("is refused without the list's flag", async () => {
    const flagOff = await createShop(server.db, {}, ["transactions-transactions"]);
    const refused = await failure((await flagOff.signIn(server.url)).trpc.transaction.get.query({}));
    expect(refused.data?.code).toBe("FORBIDDEN");
  });
});

describe("transaction.stampsGet", () => {
  it("pages stamp purchases the same way, with their own shape", async () => {
    expect(expectedStamps).toHaveLength(7);
    const { ids, counts } = await allPages((cursor) => owner.trpc.transaction.stampsGet.query({ cursor, limit: 3 }));
    expect(ids).toEqual(expectedStamps.map((row) => row.id));
    expect(counts).toEqual([7, 7, 7]);
    const { body, count } = await owner.trpc.transaction.stampsGet.query({ text: phones[1].slice(-5) });
    expect(count).toBe(1);
    expect(body[0]).toEqual({
      id: expect.any(String),
      amount: "0",
      createdAt: expect.any(String),
      cancelledAt: null,
      storeId: null,
      store: null,
      customer: { id: expect.any(String), phone: phones[1], firstName: null, lastName: null, user: null },
      tags: [],
    });
  });

  it("is refused without the stamp list's flag", async () => {
    const flagOff = await createShop(server.db, {}, ["transactions-stamps-transactions"]);
    const client = await flagOff.signIn(server.url);
    expect((await failure(client.trpc.transaction.stampsGet.query({}))).data?.code).toBe("FORBIDDEN");
    await expect(client.trpc.transaction.get.query({})).resolves.toMatchObject({ count: 0 });
  });
});
