// The counter's rules the server enforces for every client (issue 12, points 6, 7 and 8), over tRPC and
// /api/v1: the warning amount needs a confirmation, the stamp price gives (and gates) stamps, a new phone
// needs a confirmation, a shop with two stores must name the store; the preview the form shows as the
// phone is typed; welcome gifts in the customer's history; coupons cancelled within 7 days, and an
// employee's free coupons limited per day.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCents } from "../../server/src/shared/money.js";
import { hashPassword } from "../../server/src/auth/password.js";
import { signIn, type ApiClient } from "../helpers/client.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { failure } from "../helpers/errors.js";
import { expectProblem, shopWithKey } from "../helpers/pos.js";
import { newPhone } from "../helpers/unique.js";

let server: TestServer;
let shop: Awaited<ReturnType<typeof shopWithKey>>;
let owner: ApiClient;

beforeAll(async () => {
  server = await startServer();
  // Warning above 100 €, a ceiling of 10.000 €, a stamp for purchases of 5 € or more, 10 welcome points.
  shop = await shopWithKey(server.url, server.db, { warningAmount: 10_000, maxAmount: 1_000_000, stampPrice: 500, initiationGift: 10, pointsMult: 1 });
  owner = shop.owner;
});
afterAll(() => server?.close());

const add = (phone: string, amount: string, extra: Record<string, unknown> = {}) =>
  owner.trpc.transaction.add.mutate({ phone, amount, idempotencyKey: randomUUID(), confirmNewCustomer: true, ...extra });

describe("warning amount (point 6)", () => {
  it("refuses an amount above it without the confirmation, over tRPC and the API, and writes nothing", async () => {
    const phone = newPhone();
    const refused = await failure(add(phone, "999900"));
    expect(refused.data?.code).toBe("PRECONDITION_FAILED");
    expect(refused.message).toBe(`Το ποσό ${formatCents(999900)} ξεπερνά το ποσό προειδοποίησης (${formatCents(10000)}). Επιβεβαιώστε το ποσό.`);
    expect(refused.data?.zodError?.fieldErrors.confirmLargeAmount).toHaveLength(1);
    const problem = expectProblem(await shop.pos.post("/purchases", { confirmNewCustomer: true, phone, amount: "999900" }), 412, "PRECONDITION_FAILED");
    expect(problem.errors.map((error: { field: string }) => error.field)).toEqual(["confirmLargeAmount"]);
    expect(await server.db.customer.count({ where: { companyId: shop.company.id, phone } })).toBe(0);

    const confirmed = await add(phone, "999900", { confirmLargeAmount: true });
    expect(confirmed.transaction.points).toBe(9999);
    expect((await shop.pos.post("/purchases", { phone, amount: "20000", confirmLargeAmount: true })).status).toBe(201);
    // At the limit itself: no confirmation needed.
    expect((await add(phone, "10000")).transaction.points).toBe(100);
  });
});

describe("stamp price (point 6)", () => {
  it("gives a stamp with a points purchase of at least the stamp price, and takes it back with the purchase", async () => {
    const phone = newPhone();
    const small = await add(phone, "499");
    expect(small.transaction.stamp).toBe(false);
    expect(small.customer.stamps).toBe(0);
    const big = await add(phone, "500");
    expect(big.transaction.stamp).toBe(true);
    expect(big.customer.stamps).toBe(1);
    const viaApi = (await shop.pos.post("/purchases", { phone, amount: "800" })).body;
    expect(viaApi.transaction.stamp).toBe(true);
    expect(viaApi.customer.stamps).toBe(2);

    await owner.trpc.transaction.cancel.mutate({ id: big.transaction.id });
    const customer = await server.db.customer.findFirstOrThrow({ where: { companyId: shop.company.id, phone } });
    expect(customer.stamps).toBe(1);
    expect(customer.points).toBe(10 + 4 + 8);
    const stamps = await owner.trpc.transaction.stampsGet.query({ customerId: customer.id });
    expect(stamps.body.map((row) => row.cancelledAt !== null).sort()).toEqual([false, true]);
  });

  it("gives no stamp with purchases when stamps are off, and refuses a stamp purchase below the price", async () => {
    await server.db.company.update({ where: { id: shop.company.id }, data: { stampsEnabled: false } });
    try {
      expect((await add(newPhone(), "5000")).transaction.stamp).toBe(false);
    } finally {
      await server.db.company.update({ where: { id: shop.company.id }, data: { stampsEnabled: true } });
    }
    const phone = newPhone();
    const refused = await failure(owner.trpc.transaction.addStamp.mutate({ phone, amount: "300", idempotencyKey: randomUUID(), confirmNewCustomer: true }));
    expect(refused.message).toBe(`Η στάμπα δίνεται για αγορές από ${formatCents(500)} και πάνω.`);
    expect(refused.data?.zodError?.fieldErrors.amount).toHaveLength(1);
    expectProblem(await shop.pos.post("/stamps", { confirmNewCustomer: true, phone }), 422, "UNPROCESSABLE_CONTENT");
    const given = await owner.trpc.transaction.addStamp.mutate({ phone, amount: "500", idempotencyKey: randomUUID(), confirmNewCustomer: true });
    expect(given.customer.stamps).toBe(1);
  });
});

describe("new customers and stores (point 7)", () => {
  it("refuses an unknown phone without the confirmation (nothing created), and creates it when confirmed", async () => {
    const phone = newPhone();
    const refused = await failure(owner.trpc.transaction.add.mutate({ phone, amount: "1000", idempotencyKey: randomUUID() }));
    expect(refused.data?.code).toBe("PRECONDITION_FAILED");
    expect(refused.message).toBe("Δεν υπάρχει πελάτης με αυτό το τηλέφωνο. Επιβεβαιώστε ότι είναι νέος πελάτης.");
    expect(refused.data?.zodError?.fieldErrors.confirmNewCustomer).toHaveLength(1);
    const stamp = await failure(owner.trpc.transaction.addStamp.mutate({ phone, amount: "600", idempotencyKey: randomUUID() }));
    expect(stamp.data?.code).toBe("PRECONDITION_FAILED");
    const problem = expectProblem(await shop.pos.post("/purchases", { phone, amount: "1000" }), 412, "PRECONDITION_FAILED");
    expect(problem.errors.map((error: { field: string }) => error.field)).toEqual(["confirmNewCustomer"]);
    expect(await server.db.customer.count({ where: { companyId: shop.company.id, phone } })).toBe(0);
    expect(await server.db.gifted.count({ where: { companyId: shop.company.id, customer: { phone } } })).toBe(0);

    const created = await add(phone, "1000");
    expect(created.customer).toMatchObject({ created: true, points: 20 });
    // Known now: no confirmation needed.
    expect((await owner.trpc.transaction.add.mutate({ phone, amount: "100", idempotencyKey: randomUUID() })).customer.created).toBe(false);
  });

  it("requires the store when the shop has two stores, over tRPC and the API", async () => {
    const second = await server.db.store.create({ data: { name: "Παραλία", companyId: shop.company.id } });
    try {
      const refused = await failure(add(newPhone(), "1000"));
      expect(refused.message).toBe("Επιλέξτε το κατάστημα της αγοράς.");
      expect(refused.data?.zodError?.fieldErrors.storeId).toHaveLength(1);
      expectProblem(await shop.pos.post("/purchases", { confirmNewCustomer: true, phone: newPhone(), amount: "1000" }), 422, "UNPROCESSABLE_CONTENT");
      expect((await add(newPhone(), "1000", { storeId: second.id })).transaction.points).toBe(10);
    } finally {
      await server.db.store.delete({ where: { id: second.id } });
    }
  });

  it("previews the customer behind a phone: name, balances, coupons ready and rewards affordable; null for a new one", async () => {
    expect(await owner.trpc.transaction.customerPreview.query({ phone: newPhone() })).toBeNull();
    const phone = newPhone();
    const { customer } = await add(phone, "4000");
    await server.db.customer.update({ where: { id: customer.id }, data: { firstName: "Μαρία", lastName: "Παπά" } });
    const cheap = await server.db.reward.create({ data: { companyId: shop.company.id, title: "Καφές", points: 30 } });
    await server.db.reward.create({ data: { companyId: shop.company.id, title: "Τούρτα", points: 500 } });
    const coupon = await owner.trpc.coupon.create.mutate({ rewardId: cheap.id, customerId: customer.id });
    const preview = await owner.trpc.transaction.customerPreview.query({ phone: phone.replace("+30", "") });
    expect(preview).toMatchObject({ firstName: "Μαρία", lastName: "Παπά", points: 20, stamps: 1 });
    expect(preview?.coupons).toEqual([{ code: coupon.code, title: "Καφές", kind: "points" }]);
    expect(preview?.rewards.map((reward) => reward.title)).toEqual([]);
    await add(phone, "1000");
    const richer = await owner.trpc.transaction.customerPreview.query({ phone });
    expect(richer?.rewards.map((reward) => reward.title)).toEqual(["Καφές"]);
  });

  it("lists the welcome gift in the customer's history, so balance and list agree", async () => {
    const { customer } = await add(newPhone(), "1200");
    const gifts = await owner.trpc.transaction.giftsGet.query({ customerId: customer.id });
    expect(gifts).toEqual([expect.objectContaining({ kind: "points", points: 10, message: "Δώρο καλωσορίσματος" })]);
    const purchases = await owner.trpc.transaction.get.query({ customerId: customer.id });
    expect(purchases.body.reduce((sum, row) => sum + row.points, 0) + gifts[0].points).toBe(customer.points);
  });
});

describe("coupons from the customer panel (point 8)", () => {
  async function staffOfShop(): Promise<{ client: ApiClient; employeeId: string }> {
    const email = `staff-${randomUUID().slice(0, 8)}@shop.example.com`;
    const password = "staff-password-2026";
    const user = await server.db.user.create({ data: { email, name: "Νίκος Ταμίας" } });
    await server.db.account.create({
      data: { userId: user.id, type: "credentials", provider: "credentials", providerAccountId: user.id, password: await hashPassword(password) },
    });
    // Coupons are made in the customer panel, which needs the customers grant (a new employee has the counter only).
    const employee = await server.db.employee.create({ data: { userId: user.id, companyId: shop.company.id, role: "EMPLOYEE", access: "CUSTOMERS" } });
    return { client: await signIn(server.url, email, password), employeeId: employee.id };
  }

  it("cancels an unredeemed coupon within 7 days (points back), once, and never a redeemed or older one", async () => {
    const { customer } = await add(newPhone(), "10000"); // 10 + 100 points
    const reward = await server.db.reward.create({ data: { companyId: shop.company.id, title: "Τοστ", points: 40 } });
    const coupon = await owner.trpc.coupon.create.mutate({ rewardId: reward.id, customerId: customer.id });
    expect((await server.db.customer.findUniqueOrThrow({ where: { id: customer.id } })).points).toBe(70);

    // Two cashiers at once: one cancels, the other is told it is already cancelled.
    const [first, second] = await Promise.allSettled([
      owner.trpcUnbatched.coupon.cancel.mutate({ code: coupon.code }),
      owner.trpcUnbatched.coupon.cancel.mutate({ code: coupon.code.toLowerCase() }),
    ]);
    expect([first.status, second.status].sort()).toEqual(["fulfilled", "rejected"]);
    expect((await server.db.customer.findUniqueOrThrow({ where: { id: customer.id } })).points).toBe(110);
    expect((await failure(owner.trpc.coupon.redeem.mutate({ code: coupon.code }))).message).toBe("Έχει ακυρωθεί.");
    const listed = await owner.trpc.coupon.get.query({ customerId: customer.id });
    expect(listed.body[0]).toMatchObject({ code: coupon.code, cancelledAt: expect.any(String), createdBy: "Ιδιοκτήτης Δοκιμής" });

    const redeemed = await owner.trpc.coupon.create.mutate({ rewardId: reward.id, customerId: customer.id, redeemInstant: true });
    expect((await failure(owner.trpc.coupon.cancel.mutate({ code: redeemed.code }))).data?.code).toBe("CONFLICT");
    const old = await owner.trpc.coupon.create.mutate({ rewardId: reward.id, customerId: customer.id });
    await server.db.coupon.update({ where: { code: old.code }, data: { createdAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) } });
    expect((await failure(owner.trpc.coupon.cancel.mutate({ code: old.code }))).message).toBe("Δεν μπορείτε να διαγράψετε συναλλαγές μετά την 7η ημέρα");
    expect((await server.db.customer.findUniqueOrThrow({ where: { id: customer.id } })).points).toBe(110 - 40 - 40);
  });

  it("limits an employee's free coupons per day by the setting (concurrent clicks included), not the owner's, and names who gave them", async () => {
    await server.db.company.update({ where: { id: shop.company.id }, data: { hiddenCouponsPerDay: 2 } });
    const { customer } = await add(newPhone(), "100");
    const gift = await server.db.reward.create({ data: { companyId: shop.company.id, title: "Κέρασμα", points: 0, hidden: true } });
    const { client: staff } = await staffOfShop();
    const create = () => staff.trpcUnbatched.coupon.create.mutate({ rewardId: gift.id, customerId: customer.id, hidden: true });
    const results = await Promise.allSettled([create(), create(), create()]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(2);
    const refused = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason.message).toBe("Φτάσατε το όριο των 2 δωρεάν κουπονιών για σήμερα.");
    expect((await owner.trpc.coupon.create.mutate({ rewardId: gift.id, customerId: customer.id, hidden: true })).points).toBe(0);
    const listed = await owner.trpc.coupon.get.query({ customerId: customer.id });
    expect(listed.body.map((row) => [row.hidden, row.createdBy]).sort()).toEqual(
      [
        [true, "Νίκος Ταμίας"],
        [true, "Νίκος Ταμίας"],
        [true, "Ιδιοκτήτης Δοκιμής"],
      ].sort(),
    );
  });
});
