// transaction.cancel over HTTP: the 7-day window, balances restored by the ledger, refusals that change nothing.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs, type ApiClient } from "../helpers/client.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { failure } from "../helpers/errors.js";
import { createShop } from "../helpers/shop.js";
import { newPhone } from "../helpers/unique.js";

const DAY = 86_400_000;
const SPENT = "Η συναλλαγή δεν μπορεί να ακυρωθεί: ο πελάτης έχει ήδη χρησιμοποιήσει αυτούς τους πόντους.";

let server: TestServer;
let shop: Awaited<ReturnType<typeof createShop>>;
let owner: ApiClient;

beforeAll(async () => {
  server = await startServer();
  shop = await createShop(server.db, { pointsMult: 1, initiationGift: 10, stampInitiationGift: 0 });
  owner = await shop.signIn(server.url);
});
afterAll(() => server?.close());

const balance = async (customerId: string) => server.db.customer.findUniqueOrThrow({ where: { id: customerId }, select: { points: true, stamps: true } });

describe("transaction.cancel", () => {
  it("cancels a recent purchase, takes its points back, and refuses a second time", async () => {
    const added = await owner.trpc.transaction.add.mutate({ confirmNewCustomer: true, phone: newPhone(), amount: "2550", idempotencyKey: randomUUID() });
    expect(added.customer.points).toBe(10 + 25);
    const cancelled = await owner.trpc.transaction.cancel.mutate({ id: added.transaction.id });
    expect(cancelled).toEqual({ id: added.transaction.id, cancelledAt: expect.stringMatching(/^\d{4}-/) });
    expect(await balance(added.customer.id)).toEqual({ points: 10, stamps: 0 });
    const [row] = (await owner.trpc.transaction.get.query({ customerId: added.customer.id })).body;
    expect(row.cancelledAt).toBe(cancelled.cancelledAt);

    const again = await failure(owner.trpc.transaction.cancel.mutate({ id: added.transaction.id }));
    expect(again.data?.code).toBe("CONFLICT");
    expect(again.message).toBe("Η συναλλαγή έχει ήδη ακυρωθεί.");
    expect(await balance(added.customer.id)).toEqual({ points: 10, stamps: 0 });
  });

  it("cancels a stamp purchase and takes the stamp back", async () => {
    const added = await owner.trpc.transaction.addStamp.mutate({ confirmNewCustomer: true, phone: newPhone(), idempotencyKey: randomUUID() });
    expect(added.customer.stamps).toBe(1);
    await owner.trpc.transaction.cancel.mutate({ id: added.transaction.id });
    expect((await balance(added.customer.id)).stamps).toBe(0);
  });

  it("allows 6 days, refuses 8 days with PRECONDITION_FAILED and changes nothing", async () => {
    const { customer } = await owner.trpc.transaction.add.mutate({ confirmNewCustomer: true, phone: newPhone(), amount: "100", idempotencyKey: randomUUID() });
    const at = (days: number) => ({
      amount: 1000,
      pointsMult: 1,
      points: 10,
      companyId: shop.company.id,
      customerId: customer.id,
      createdAt: new Date(Date.now() - days * DAY),
    });
    const recent = await server.db.transaction.create({ data: at(6) });
    const old = await server.db.transaction.create({ data: at(8) });
    expect(await balance(customer.id)).toEqual({ points: 10 + 1 + 10 + 10, stamps: 0 });

    const refused = await failure(owner.trpc.transaction.cancel.mutate({ id: old.id }));
    expect(refused.data?.code).toBe("PRECONDITION_FAILED");
    expect(refused.message).toBe("Δεν μπορείτε να διαγράψετε συναλλαγές μετά την 7η ημέρα");
    expect((await server.db.transaction.findUniqueOrThrow({ where: { id: old.id } })).cancelledAt).toBeNull();

    await owner.trpc.transaction.cancel.mutate({ id: recent.id });
    expect(await balance(customer.id)).toEqual({ points: 10 + 1 + 10, stamps: 0 });
  });

  it("refuses with CONFLICT when the points are already spent, and changes nothing", async () => {
    const added = await owner.trpc.transaction.add.mutate({ confirmNewCustomer: true, phone: newPhone(), amount: "4000", idempotencyKey: randomUUID() });
    // A coupon spends all 50 points (10 welcome + 40).
    await server.db.coupon.create({ data: { code: `T${randomUUID().slice(0, 9)}`, points: 50, title: "Δωρεάν καφές", customerId: added.customer.id } });
    const refused = await failure(owner.trpc.transaction.cancel.mutate({ id: added.transaction.id }));
    expect(refused.data?.code).toBe("CONFLICT");
    expect(refused.message).toBe(SPENT);
    expect((await server.db.transaction.findUniqueOrThrow({ where: { id: added.transaction.id } })).cancelledAt).toBeNull();
    expect(await balance(added.customer.id)).toEqual({ points: 0, stamps: 0 });
  });

  it("refuses with CONFLICT when the stamp is already spent", async () => {
    const added = await owner.trpc.transaction.addStamp.mutate({ confirmNewCustomer: true, phone: newPhone(), idempotencyKey: randomUUID() });
    await server.db.stampCoupon.create({ data: { code: `T${randomUUID().slice(0, 9)}`, points: 1, title: "Δωρεάν καφές", customerId: added.customer.id } });
    const refused = await failure(owner.trpc.transaction.cancel.mutate({ id: added.transaction.id }));
    expect(refused.data?.code).toBe("CONFLICT");
    expect(refused.message).toBe("Η συναλλαγή δεν μπορεί να ακυρωθεί: ο πελάτης έχει ήδη χρησιμοποιήσει αυτές τις στάμπες.");
    expect((await server.db.stampTransaction.findUniqueOrThrow({ where: { id: added.transaction.id } })).cancelledAt).toBeNull();
  });

  it("answers NOT_FOUND for another shop's transaction or an unknown id, and leaves it alone", async () => {
    const added = await owner.trpc.transaction.add.mutate({ confirmNewCustomer: true, phone: newPhone(), amount: "500", idempotencyKey: randomUUID() });
    const nikos = await signInAs(server.url, "nikos");
    const refused = await failure(nikos.trpc.transaction.cancel.mutate({ id: added.transaction.id }));
    expect(refused.data?.code).toBe("NOT_FOUND");
    expect((await server.db.transaction.findUniqueOrThrow({ where: { id: added.transaction.id } })).cancelledAt).toBeNull();
    expect((await failure(owner.trpc.transaction.cancel.mutate({ id: "no-such-transaction" }))).data?.code).toBe("NOT_FOUND");
  });

  it("is refused without the transactions flag", async () => {
    const flagOff = await createShop(server.db, {}, ["transactions"]);
    const client = await flagOff.signIn(server.url);
    const added = await client.trpc.transaction.add.mutate({ confirmNewCustomer: true, phone: newPhone(), amount: "500", idempotencyKey: randomUUID() });
    const refused = await failure(client.trpc.transaction.cancel.mutate({ id: added.transaction.id }));
    expect(refused.data?.code).toBe("FORBIDDEN");
    expect((await server.db.transaction.findUniqueOrThrow({ where: { id: added.transaction.id } })).cancelledAt).toBeNull();
  });
});
