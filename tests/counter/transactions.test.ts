// transaction.add / addStamp over HTTP: points, new customers and their welcome gifts, idempotency under
// retries and concurrency, hidden rewards, validation, permissions.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEY_REUSED_MESSAGE } from "../../server/src/lib/payloadHash.js";
import { INVALID_PHONE_MESSAGE } from "../../server/src/shared/phone.js";
import { grantDemoStaff, signInAs, type ApiClient } from "../helpers/client.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { failure } from "../helpers/errors.js";
import { createShop } from "../helpers/shop.js";
import { newPhone } from "../helpers/unique.js";

let server: TestServer;
let shop: Awaited<ReturnType<typeof createShop>>;
let owner: ApiClient;

beforeAll(async () => {
  server = await startServer();
  // pointsMult 3, welcome gifts 50 points and 2 stamps, a hidden reward on the 3rd purchase.
  shop = await createShop(server.db, { pointsMult: 3, initiationGift: 50, stampInitiationGift: 2 });
  await server.db.reward.create({
    data: { companyId: shop.company.id, title: "Δώρο 3ης επίσκεψης", points: 0, amount: 0, hidden: true, giftOnNthTransaction: 3 },
  });
  owner = await shop.signIn(server.url);
});
afterAll(() => server?.close());

const add = (client: ApiClient, phone: string, amount: string, extra: { tagIds?: string[]; storeId?: string; idempotencyKey?: string } = {}) =>
  client.trpc.transaction.add.mutate({ confirmNewCustomer: true, phone, amount, idempotencyKey: randomUUID(), ...extra });

describe("transaction.add", () => {
  it("creates an unknown phone's customer with the welcome gift and awards floor(euros) × pointsMult", async () => {
    const phone = newPhone();
    const first = await add(owner, phone.slice(3), "1299", { tagIds: [shop.tag.id], storeId: shop.store.id });
    expect(first.transaction).toMatchObject({ amount: "1299", points: 36 });
    expect(first.customer).toMatchObject({ phone, points: 50 + 36, stamps: 2, created: true });
    expect(first.gifts).toEqual({ initiation: 50, initiationStamps: 2, coupons: [] });

    const second = await add(owner, phone, "99");
    expect(second.transaction.points).toBe(0);
    expect(second.customer).toMatchObject({ id: first.customer.id, points: 86, created: false });
    expect(second.gifts).toEqual({ coupons: [] });

    const stored = await server.db.transaction.findUniqueOrThrow({ where: { id: first.transaction.id }, include: { tags: true } });
    expect(stored).toMatchObject({ storeId: shop.store.id, pointsMult: 3, points: 36, amount: 1299 });
    expect(stored.tags.map((t) => t.tagId)).toEqual([shop.tag.id]);
    const welcome = await server.db.gifted.findMany({ where: { customerId: first.customer.id } });
    expect(welcome.map((g) => [g.points, g.message])).toEqual([[50, "Δώρο καλωσορίσματος"]]);
  });

  it("refuses an invalid phone with a Greek field error, and bad amounts", async () => {
    const phone = await failure(add(owner, "12345", "1000"));
    expect(phone.data?.code).toBe("BAD_REQUEST");
    expect(phone.data?.zodError?.fieldErrors.phone).toEqual([INVALID_PHONE_MESSAGE]);
    for (const amount of ["0", "-5", "12.50", "100000001", "abc"]) {
      const error = await failure(add(owner, newPhone(), amount));
      expect(error.data?.code, amount).toBe("BAD_REQUEST");
      expect(error.data?.zodError?.fieldErrors.amount, amount).toEqual(["Μη έγκυρο ποσό."]);
    }
    expect(await server.db.customer.count({ where: { companyId: shop.company.id, phone: "+3012345" } })).toBe(0);
  });

  it("answers the same key twice with the same answer and awards once", async () => {
    const phone = newPhone();
    const idempotencyKey = randomUUID();
    const first = await add(owner, phone, "2000", { idempotencyKey });
    const again = await add(owner, phone, "2000", { idempotencyKey });
    expect(again).toEqual(first);
    expect(await server.db.transaction.count({ where: { companyId: shop.company.id, idempotencyKey } })).toBe(1);
    const customer = await server.db.customer.findUniqueOrThrow({ where: { id: first.customer.id } });
    expect(customer.points).toBe(50 + 60);
  });

  it("refuses the same key with another phone, amount, store or tags: CONFLICT saying so, nothing written", async () => {
    const phone = newPhone();
    const idempotencyKey = randomUUID();
    const first = await add(owner, phone, "2000", { idempotencyKey, tagIds: [shop.tag.id], storeId: shop.store.id });
    // The same purchase, as the client may resend it (local phone, tags repeated): the recorded answer.
    expect(await add(owner, phone.slice(3), "2000", { idempotencyKey, tagIds: [shop.tag.id, shop.tag.id], storeId: shop.store.id })).toEqual(first);
    const others = [
      { phone: newPhone(), amount: "2000", tagIds: [shop.tag.id], storeId: shop.store.id },
      { phone, amount: "2001", tagIds: [shop.tag.id], storeId: shop.store.id },
      { phone, amount: "2000", tagIds: [shop.tag.id] },
      { phone, amount: "2000", storeId: shop.store.id },
    ];
    for (const { phone: otherPhone, amount, ...extra } of others) {
      const error = await failure(add(owner, otherPhone, amount, { idempotencyKey, ...extra }));
      expect(error.data?.code, JSON.stringify(extra)).toBe("CONFLICT");
      expect(error.message).toBe(KEY_REUSED_MESSAGE);
    }
    expect(await server.db.transaction.count({ where: { companyId: shop.company.id, idempotencyKey } })).toBe(1);
    expect(await server.db.customer.count({ where: { companyId: shop.company.id, phone: others[0].phone } })).toBe(0);
    expect((await server.db.customer.findUniqueOrThrow({ where: { id: first.customer.id } })).points).toBe(first.customer.points);
  });

  it("refuses a stamp purchase's key reused with another phone", async () => {
    const idempotencyKey = randomUUID();
    await owner.trpc.transaction.addStamp.mutate({ confirmNewCustomer: true, phone: newPhone(), idempotencyKey });
    const error = await failure(owner.trpc.transaction.addStamp.mutate({ confirmNewCustomer: true, phone: newPhone(), idempotencyKey }));
    expect(error.data?.code).toBe("CONFLICT");
    expect(error.message).toBe(KEY_REUSED_MESSAGE);
  });

  it("awards once when five identical requests arrive at the same moment", async () => {
    const phone = newPhone();
    const idempotencyKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => owner.trpcUnbatched.transaction.add.mutate({ confirmNewCustomer: true, phone, amount: "1000", idempotencyKey })),
    );
    for (const answer of answers) {
      expect(answer.transaction).toEqual(answers[0].transaction);
      expect(answer.customer).toMatchObject({ id: answers[0].customer.id, created: true });
      expect(answer.gifts).toEqual({ initiation: 50, initiationStamps: 2, coupons: [] });
    }
    expect(await server.db.transaction.count({ where: { companyId: shop.company.id, idempotencyKey } })).toBe(1);
    const customer = await server.db.customer.findUniqueOrThrow({ where: { id: answers[0].customer.id } });
    expect(customer.points).toBe(50 + 30);
    expect(await server.db.gifted.count({ where: { customerId: customer.id } })).toBe(1);
  });

  it("makes one customer with one welcome gift when cashiers add the same new phone at once", async () => {
    const phone = newPhone();
    const answers = await Promise.all(
      [1000, 2000, 3000, 4000, 5000].map((cents) =>
        owner.trpcUnbatched.transaction.add.mutate({ confirmNewCustomer: true, phone, amount: String(cents), idempotencyKey: randomUUID() }),
      ),
    );
    expect(new Set(answers.map((a) => a.customer.id)).size).toBe(1);
    expect(answers.filter((a) => a.customer.created)).toHaveLength(1);
    expect(answers.filter((a) => a.gifts.initiation === 50)).toHaveLength(1);
    const customers = await server.db.customer.findMany({ where: { companyId: shop.company.id, phone } });
    expect(customers).toHaveLength(1);
    expect(customers[0].points).toBe(50 + 3 * (10 + 20 + 30 + 40 + 50));
    expect(await server.db.gifted.count({ where: { customerId: customers[0].id } })).toBe(1);
    expect(await server.db.stampGifted.count({ where: { customerId: customers[0].id } })).toBe(1);
  });

  it("gives the hidden reward on the 3rd purchase, once", async () => {
    const phone = newPhone();
    const first = await add(owner, phone, "100");
    expect((await add(owner, phone, "100")).gifts.coupons).toEqual([]);
    const thirdKey = randomUUID();
    const third = await add(owner, phone, "100", { idempotencyKey: thirdKey });
    expect(third.gifts.coupons).toEqual([{ code: expect.stringMatching(/^P[A-Z2-9]{9}$/), title: "Δώρο 3ης επίσκεψης" }]);
    // A retry of the 3rd purchase answers with the same coupon and gives no other.
    expect(await add(owner, phone, "100", { idempotencyKey: thirdKey })).toEqual(third);
    const fourth = await add(owner, phone, "100");
    expect(fourth.gifts.coupons).toEqual([]);
    // Back to two purchases and up to three again: not a second time.
    await owner.trpc.transaction.cancel.mutate({ id: fourth.transaction.id });
    await owner.trpc.transaction.cancel.mutate({ id: third.transaction.id });
    expect((await add(owner, phone, "100")).gifts.coupons).toEqual([]);

    const coupons = await server.db.coupon.findMany({ where: { customerId: first.customer.id } });
    expect(coupons).toHaveLength(1);
    expect(coupons[0].points).toBe(0);
    expect(coupons[0].code).toBe(third.gifts.coupons[0].code);
  });

  it("gives the hidden reward once when purchases reach the 3rd at the same moment", async () => {
    const phone = newPhone();
    await add(owner, phone, "100");
    const { customer } = await add(owner, phone, "100");
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        owner.trpcUnbatched.transaction.add.mutate({ confirmNewCustomer: true, phone, amount: "100", idempotencyKey: randomUUID() }),
      ),
    );
    expect(answers.flatMap((a) => a.gifts.coupons)).toHaveLength(1);
    expect(await server.db.coupon.count({ where: { customerId: customer.id } })).toBe(1);
  });

  it("refuses another shop's store or tag with NOT_FOUND", async () => {
    const other = await createShop(server.db);
    const store = await failure(add(owner, newPhone(), "100", { storeId: other.store.id }));
    expect(store.data?.code).toBe("NOT_FOUND");
    const tag = await failure(add(owner, newPhone(), "100", { tagIds: [other.tag.id] }));
    expect(tag.data?.code).toBe("NOT_FOUND");
  });

  it("is refused when the shop has points turned off or the flag is off", async () => {
    const noPoints = await createShop(server.db, { pointsEnabled: false });
    const refused = await failure(add(await noPoints.signIn(server.url), newPhone(), "100"));
    expect(refused.data?.code).toBe("FORBIDDEN");
    expect(refused.message).toBe("Οι πόντοι δεν είναι ενεργοί για το κατάστημα.");

    const flagOff = await createShop(server.db, {}, ["add-points-normal"]);
    const client = await flagOff.signIn(server.url);
    const forbidden = await failure(add(client, newPhone(), "100"));
    expect(forbidden.data?.code).toBe("FORBIDDEN");
    expect(await server.db.customer.count({ where: { companyId: { in: [noPoints.company.id, flagOff.company.id] } } })).toBe(0);
    // The other counter flag stays usable.
    await expect(client.trpc.transaction.addStamp.mutate({ confirmNewCustomer: true, phone: newPhone(), idempotencyKey: randomUUID() })).resolves.toBeTruthy();
  });

  it("lets an employee (demo staff) add points and list them", async () => {
    await grantDemoStaff(server.db);
    const staff = await signInAs(server.url, "staff");
    const phone = newPhone();
    // The demo café has two stores: the purchase says which one sold.
    const [store] = await staff.trpc.company.getStores.query();
    const answer = await add(staff, phone, "450", { storeId: store.id });
    expect(answer.customer.created).toBe(true);
    const list = await staff.trpc.transaction.get.query({ text: phone.slice(-8) });
    expect(list.body.map((row) => row.id)).toEqual([answer.transaction.id]);
    const stored = await server.db.transaction.findUniqueOrThrow({ where: { id: answer.transaction.id } });
    const employee = await server.db.employee.findFirstOrThrow({ where: { user: { email: "staff@kafe-athina.gr" } } });
    expect(stored.employeeId).toBe(employee.id);
  });
});

describe("transaction.addStamp", () => {
  it("adds one stamp, creates a new customer with the stamp welcome gift, and is idempotent", async () => {
    const phone = newPhone();
    const idempotencyKey = randomUUID();
    const first = await owner.trpc.transaction.addStamp.mutate({ confirmNewCustomer: true, phone, idempotencyKey, amount: "350", tagIds: [shop.tag.id] });
    expect(first.customer).toMatchObject({ phone, stamps: 2 + 1, points: 50, created: true });
    expect(first.gifts).toEqual({ initiation: 2, initiationPoints: 50 });
    const again = await owner.trpc.transaction.addStamp.mutate({ confirmNewCustomer: true, phone, idempotencyKey, amount: "350", tagIds: [shop.tag.id] });
    expect(again).toEqual(first);
    const next = await owner.trpc.transaction.addStamp.mutate({ confirmNewCustomer: true, phone, idempotencyKey: randomUUID() });
    expect(next.customer).toMatchObject({ stamps: 4, created: false });
    expect(next.gifts).toEqual({});
    const rows = await server.db.stampTransaction.findMany({ where: { customerId: first.customer.id }, orderBy: { createdAt: "asc" } });
    expect(rows.map((r) => r.amount)).toEqual([350, 0]);
  });

  it("awards once under five identical concurrent requests", async () => {
    const phone = newPhone();
    const idempotencyKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => owner.trpcUnbatched.transaction.addStamp.mutate({ confirmNewCustomer: true, phone, idempotencyKey })),
    );
    expect(new Set(answers.map((a) => a.transaction.id)).size).toBe(1);
    const customer = await server.db.customer.findUniqueOrThrow({ where: { id: answers[0].customer.id } });
    expect(customer.stamps).toBe(2 + 1);
  });

  it("is refused when the shop has no stamps", async () => {
    const noStamps = await createShop(server.db, { stampsEnabled: false });
    const refused = await failure(
      (await noStamps.signIn(server.url)).trpc.transaction.addStamp.mutate({ confirmNewCustomer: true, phone: newPhone(), idempotencyKey: randomUUID() }),
    );
    expect(refused.data?.code).toBe("FORBIDDEN");
    expect(refused.message).toBe("Οι στάμπες δεν είναι ενεργές για το κατάστημα.");
  });
});

describe("listTags and getStores", () => {
  it("list only the shop's own tags and stores", async () => {
    expect(await owner.trpc.transaction.listTags.query()).toEqual([{ id: shop.tag.id, label: "Καφές" }]);
    expect(await owner.trpc.company.getStores.query()).toEqual([{ id: shop.store.id, name: "Κεντρικό" }]);
    const demo = await signInAs(server.url, "owner");
    const stores = await demo.trpc.company.getStores.query();
    // Other test files may add rows to the demo shop meanwhile: check its own are there and the test shop's are not.
    expect(stores.map((s) => s.name)).toEqual(expect.arrayContaining(["Καφέ Αθηνά – Κουκάκι", "Καφέ Αθηνά – Σύνταγμα"]));
    expect(stores.map((s) => s.id)).not.toContain(shop.store.id);
    const tags = await demo.trpc.transaction.listTags.query();
    expect(tags.map((t) => t.label)).toEqual(expect.arrayContaining(["Take away", "Γλυκό", "Καφές", "Πρωινό"]));
    expect(tags.map((t) => t.id)).not.toContain(shop.tag.id);
  });
});
