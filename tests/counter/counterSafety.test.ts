// The till's safety net over the real HTTP API (issue 30, point 1): a sale above the shop's ceiling is
// refused with a tRPC error code and a Greek message (and by /api/v1), confirmed or not, and nothing is
// written; the owner sets the ceiling beside the warning amount. «Αναίρεση»: a cashier undoes their own
// sale for 5 minutes, once however often it is asked, never someone else's, never later.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCents } from "../../server/src/shared/money.js";
import { UNDO_WINDOW_MS } from "../../server/src/shared/rules.js";
import { signIn, type ApiClient } from "../helpers/client.js";
import { failure } from "../helpers/errors.js";
import { expectProblem, shopWithKey } from "../helpers/pos.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { createEmployee } from "../helpers/staff.js";
import { newPhone } from "../helpers/unique.js";

let server: TestServer;
let shop: Awaited<ReturnType<typeof shopWithKey>>;
let owner: ApiClient;
let cashier: ApiClient;
let otherCashier: ApiClient;

beforeAll(async () => {
  server = await startServer();
  // Warning above 100 €; the ceiling left at its default, 1.000 €.
  shop = await shopWithKey(server.url, server.db, { warningAmount: 10_000, initiationGift: 10, pointsMult: 1, stampPrice: null });
  owner = shop.owner;
  const [one, two] = await Promise.all([createEmployee(server.db, shop.company.slug), createEmployee(server.db, shop.company.slug)]);
  [cashier, otherCashier] = await Promise.all([signIn(server.url, one.email, one.password), signIn(server.url, two.email, two.password)]);
});
afterAll(() => server?.close());

const sale = (who: ApiClient, phone: string, amount: string, extra: Record<string, unknown> = {}) =>
  who.trpc.transaction.add.mutate({ phone, amount, idempotencyKey: randomUUID(), confirmNewCustomer: true, ...extra });

const balance = (customerId: string) => server.db.customer.findUniqueOrThrow({ where: { id: customerId }, select: { points: true, stamps: true } });

describe("the ceiling", () => {
  it("is 1.000 € unless the owner sets it, and the shop's settings carry it", async () => {
    expect(shop.company.maxAmount).toBe(100_000);
    expect((await owner.trpc.settings.get.query()).points.maxAmount).toBe("100000");
  });

  it("refuses a sale above it, confirmed or not, over tRPC and /api/v1, and writes nothing", async () => {
    const phone = newPhone();
    const expected = `Το ποσό ${formatCents(100_001)} ξεπερνά το ανώτατο ποσό αγοράς του καταστήματος (${formatCents(100_000)}). Διορθώστε το ποσό.`;
    for (const extra of [{}, { confirmLargeAmount: true }]) {
      const refused = await failure(sale(cashier, phone, "100001", extra));
      expect(refused.data?.code).toBe("BAD_REQUEST");
      expect(refused.message).toBe(expected);
      expect(refused.data?.zodError?.fieldErrors.amount).toEqual([expected]);
    }
    const problem = expectProblem(
      await shop.pos.post("/purchases", { phone, amount: "9999900", confirmNewCustomer: true, confirmLargeAmount: true }),
      422,
      "UNPROCESSABLE_CONTENT",
    );
    expect(problem.message.el).toBe(
      `Το ποσό ${formatCents(9_999_900)} ξεπερνά το ανώτατο ποσό αγοράς του καταστήματος (${formatCents(100_000)}). Διορθώστε το ποσό.`,
    );
    expect(problem.message.en).toMatch(/^The amount .+ is above the shop's largest purchase/);
    expect(problem.errors.map((error: { field: string }) => error.field)).toEqual(["amount"]);
    expect(await server.db.customer.count({ where: { companyId: shop.company.id, phone } })).toBe(0);
    expect(await server.db.transaction.count({ where: { companyId: shop.company.id, customer: { phone } } })).toBe(0);

    // At the ceiling itself the sale goes through (with the large amount confirmed).
    expect((await sale(cashier, phone, "100000", { confirmLargeAmount: true })).transaction.points).toBe(1000);
  });

  it("refuses a stamp purchase above it too", async () => {
    const refused = await failure(
      cashier.trpc.transaction.addStamp.mutate({ phone: newPhone(), amount: "250000", idempotencyKey: randomUUID(), confirmNewCustomer: true }),
    );
    expect(refused.data?.code).toBe("BAD_REQUEST");
  });

  it("is the owner's to change, beside the warning amount, which must stay below it", async () => {
    const points = (await owner.trpc.settings.get.query()).points;
    const tooLow = await failure(owner.trpc.settings.updatePoints.mutate({ ...points, maxAmount: "5000" }));
    expect(tooLow.data?.code).toBe("BAD_REQUEST");
    expect(tooLow.data?.zodError?.fieldErrors.warningAmount).toEqual(["Το ποσό προειδοποίησης πρέπει να είναι μικρότερο από το ανώτατο ποσό αγοράς."]);
    expect(await failure(cashier.trpc.settings.updatePoints.mutate({ ...points, maxAmount: "500000" }))).toMatchObject({ data: { code: "FORBIDDEN" } });

    expect((await owner.trpc.settings.updatePoints.mutate({ ...points, maxAmount: "500000" })).maxAmount).toBe("500000");
    expect((await sale(cashier, newPhone(), "400000", { confirmLargeAmount: true })).transaction.points).toBe(4000);
    await owner.trpc.settings.updatePoints.mutate(points);
  });
});

describe("«Αναίρεση» (transaction.undo)", () => {
  it("undoes the cashier's own sale: the points go back, and a second undo answers the same without taking them twice", async () => {
    const first = await sale(cashier, newPhone(), "1250");
    const again = await sale(cashier, first.customer.phone, "700");
    expect(again.customer.points).toBe(10 + 12 + 7);
    const undone = await cashier.trpc.transaction.undo.mutate({ id: again.transaction.id });
    expect(undone).toEqual({ id: again.transaction.id, cancelledAt: expect.stringMatching(/^\d{4}-/), customer: { points: 10 + 12, stamps: 0 } });
    expect(await cashier.trpc.transaction.undo.mutate({ id: again.transaction.id })).toEqual(undone);
    expect(await balance(first.customer.id)).toEqual({ points: 22, stamps: 0 });
  });

  it("takes a double click and two tabs at once as one undo", async () => {
    const bought = await sale(cashier, newPhone(), "3000");
    const answers = await Promise.all(Array.from({ length: 4 }, () => cashier.trpcUnbatched.transaction.undo.mutate({ id: bought.transaction.id })));
    expect(new Set(answers.map((answer) => answer.cancelledAt)).size).toBe(1);
    expect(await balance(bought.customer.id)).toEqual({ points: 10, stamps: 0 });
  });

  it("undoes a stamp purchase", async () => {
    const bought = await cashier.trpc.transaction.addStamp.mutate({ phone: newPhone(), idempotencyKey: randomUUID(), confirmNewCustomer: true });
    expect(bought.customer.stamps).toBe(1);
    expect((await cashier.trpc.transaction.undo.mutate({ id: bought.transaction.id })).customer.stamps).toBe(0);
  });

  it("refuses someone else's sale, even the owner's, with FORBIDDEN and changes nothing", async () => {
    const bought = await sale(cashier, newPhone(), "2000");
    for (const who of [otherCashier, owner]) {
      const refused = await failure(who.trpc.transaction.undo.mutate({ id: bought.transaction.id }));
      expect(refused.data?.code).toBe("FORBIDDEN");
      expect(refused.message).toBe("Μπορείτε να αναιρέσετε μόνο δικές σας αγορές.");
    }
    expect(await balance(bought.customer.id)).toEqual({ points: 30, stamps: 0 });
    expect((await server.db.transaction.findUniqueOrThrow({ where: { id: bought.transaction.id } })).cancelledAt).toBeNull();
  });

  it("refuses after the window with PRECONDITION_FAILED, and leaves the history's cancel to it", async () => {
    const { customer } = await sale(cashier, newPhone(), "100");
    const employeeId = (await server.db.transaction.findFirstOrThrow({ where: { customerId: customer.id } })).employeeId;
    // Ledger rows are never edited: sales of the past are written with their time.
    const saleAgo = (ms: number) =>
      server.db.transaction.create({
        data: {
          companyId: shop.company.id,
          customerId: customer.id,
          employeeId,
          amount: 2000,
          pointsMult: 1,
          points: 20,
          createdAt: new Date(Date.now() - ms),
        },
      });
    const old = await saleAgo(UNDO_WINDOW_MS + 1000);
    const refused = await failure(cashier.trpc.transaction.undo.mutate({ id: old.id }));
    expect(refused.data?.code).toBe("PRECONDITION_FAILED");
    expect(refused.message).toBe("Η αναίρεση γίνεται μόνο τα πρώτα 5 λεπτά μετά την αγορά. Ζητήστε την ακύρωσή της από το «Ιστορικό».");
    expect(await balance(customer.id)).toEqual({ points: 10 + 1 + 20, stamps: 0 });
    // Just inside the window it is still the cashier's.
    const recent = await saleAgo(UNDO_WINDOW_MS - 30_000);
    expect((await cashier.trpc.transaction.undo.mutate({ id: recent.id })).customer.points).toBe(10 + 1 + 20);
  });

  it("refuses when the points are already spent, as the history's cancel does", async () => {
    const bought = await sale(cashier, newPhone(), "5000");
    const reward = await server.db.reward.create({ data: { companyId: shop.company.id, title: "Πρωινό", points: 55 } });
    await owner.trpc.coupon.create.mutate({ rewardId: reward.id, customerId: bought.customer.id });
    const refused = await failure(cashier.trpc.transaction.undo.mutate({ id: bought.transaction.id }));
    expect(refused.data?.code).toBe("CONFLICT");
    expect((await server.db.transaction.findUniqueOrThrow({ where: { id: bought.transaction.id } })).cancelledAt).toBeNull();
  });

  it("answers NOT_FOUND for another shop's sale or an unknown id", async () => {
    const other = await shopWithKey(server.url, server.db);
    const theirs = await sale(other.owner, newPhone(), "1000");
    for (const id of [theirs.transaction.id, "no-such-sale"]) {
      expect((await failure(cashier.trpc.transaction.undo.mutate({ id }))).data?.code).toBe("NOT_FOUND");
    }
  });
});
