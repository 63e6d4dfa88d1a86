// company.getCustomer / getCustomers / updateCustomerInfo / get*Rewards and stats.averageTransactionDiff over HTTP.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantDemoStaff, signInAs, type ApiClient } from "../helpers/client.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { newCustomer } from "../helpers/customers.js";
import { failure } from "../helpers/errors.js";
import { createShop, demoShops } from "../helpers/shop.js";

let server: TestServer;
let owner: ApiClient;
let staff: ApiClient;
let shops: Awaited<ReturnType<typeof demoShops>>;

const DAY = 86_400_000;

beforeAll(async () => {
  server = await startServer();
  // The demo employee is a cashier with the customers, history and exports granted (counter only by default).
  await grantDemoStaff(server.db);
  [owner, staff] = await Promise.all([signInAs(server.url, "owner"), signInAs(server.url, "staff")]);
  shops = await demoShops(server.db);
});
afterAll(() => server?.close());

/** "+306912345678" → "691 234 5678", as a cashier might type it */
const localFormat = (phone: string) => `${phone.slice(3, 6)} ${phone.slice(6, 9)} ${phone.slice(9)}`;

function purchase(customerId: string, at: Date, extra: { cancelledAt?: Date; tagId?: string } = {}) {
  return server.db.transaction.create({
    data: {
      companyId: shops.athina.id,
      customerId,
      amount: 350,
      pointsMult: 1,
      points: 3,
      createdAt: at,
      cancelledAt: extra.cancelledAt,
      tags: extra.tagId ? { create: { tagId: extra.tagId } } : undefined,
    },
  });
}

function stampPurchase(customerId: string, at: Date, extra: { cancelledAt?: Date; tagId?: string } = {}) {
  return server.db.stampTransaction.create({
    data: {
      companyId: shops.athina.id,
      customerId,
      createdAt: at,
      cancelledAt: extra.cancelledAt,
      tags: extra.tagId ? { create: { tagId: extra.tagId } } : undefined,
    },
  });
}

describe("company.getCustomer", () => {
  it("returns the panel's customer with counts of non-cancelled purchases and the linked user's details", async () => {
    const user = await server.db.user.create({
      data: { email: `app-${randomUUID()}@example.com`, firstName: "Κατερίνα", lastName: "Ιωάννου", name: "Κατερίνα Ιωάννου" },
    });
    const customer = await newCustomer(server.db, shops.athina.id, {
      points: 20,
      stamps: 3,
      data: { userId: user.id, birthday: new Date("1990-05-17T00:00:00Z"), note: "Προτιμά τραπέζι έξω", oldCustomer: true },
    });
    const now = Date.now();
    await purchase(customer.id, new Date(now - 2 * DAY));
    await purchase(customer.id, new Date(now - DAY));
    await purchase(customer.id, new Date(now - DAY / 2), { cancelledAt: new Date() });
    await stampPurchase(customer.id, new Date(now - DAY));
    await stampPurchase(customer.id, new Date(now - DAY / 2), { cancelledAt: new Date() });

    const detail = await staff.trpc.company.getCustomer.query({ phone: localFormat(customer.phone) });
    expect(detail).toEqual({
      id: customer.id,
      phone: customer.phone,
      email: null,
      firstName: null,
      lastName: null,
      birthday: "1990-05-17",
      note: "Προτιμά τραπέζι έξω",
      points: 20 + 3 + 3,
      stamps: 3 + 1,
      oldCustomer: true,
      createdAt: customer.createdAt.toISOString(),
      // The cancelled purchases were not visits.
      lastVisitAt: new Date(now - DAY).toISOString(),
      transactionCount: 2,
      stampTransactionCount: 1,
      user: { email: user.email, firstName: "Κατερίνα", lastName: "Ιωάννου", name: "Κατερίνα Ιωάννου" },
    });
  });

  it("answers an unknown phone or another shop's customer with NOT_FOUND, a bad phone with a field error", async () => {
    const bakeryCustomer = await newCustomer(server.db, shops.nikos.id);
    const other = await failure(owner.trpc.company.getCustomer.query({ phone: bakeryCustomer.phone }));
    expect(other.data?.code).toBe("NOT_FOUND");
    expect(other.message).toBe("Ο πελάτης δεν βρέθηκε.");
    const unknown = await failure(owner.trpc.company.getCustomer.query({ phone: "+306900000001" }));
    expect(unknown.data?.code).toBe("NOT_FOUND");
    const invalid = await failure(owner.trpc.company.getCustomer.query({ phone: "12" }));
    expect(invalid.data?.code).toBe("BAD_REQUEST");
    expect(invalid.data?.zodError?.fieldErrors.phone?.[0]).toMatch(/Μη έγκυρος αριθμός τηλεφώνου/);
  });

  it("is refused when the shop has the customers permission off", async () => {
    const shop = await createShop(server.db, {}, ["customers"]);
    const client = await shop.signIn(server.url);
    const error = await failure(client.trpc.company.getCustomer.query({ phone: "+306912345678" }));
    expect(error.data?.code).toBe("FORBIDDEN");
  });
});

describe("company.updateCustomerInfo", () => {
  it("saves one field per call (names, e-mail, birthday) and returns the customer", async () => {
    const customer = await newCustomer(server.db, shops.athina.id);
    const id = customer.id;
    expect((await staff.trpc.company.updateCustomerInfo.mutate({ id, firstName: "  Σοφία " })).firstName).toBe("Σοφία");
    expect((await owner.trpc.company.updateCustomerInfo.mutate({ id, lastName: "Παππά" })).lastName).toBe("Παππά");
    expect((await owner.trpc.company.updateCustomerInfo.mutate({ id, email: "sofia@example.gr" })).email).toBe("sofia@example.gr");
    const withBirthday = await owner.trpc.company.updateCustomerInfo.mutate({ id, birthday: "1985-02-28" });
    expect(withBirthday).toMatchObject({ id, firstName: "Σοφία", lastName: "Παππά", email: "sofia@example.gr", birthday: "1985-02-28" });
    expect((await server.db.customer.findUniqueOrThrow({ where: { id } })).birthday?.toISOString()).toBe("1985-02-28T00:00:00.000Z");
    // Clearing: empty text and null.
    expect((await owner.trpc.company.updateCustomerInfo.mutate({ id, email: "" })).email).toBeNull();
    expect((await owner.trpc.company.updateCustomerInfo.mutate({ id, birthday: null })).birthday).toBeNull();
  });

  it("refuses a bad e-mail, a non-date and an implausible birthday with field errors", async () => {
    const customer = await newCustomer(server.db, shops.athina.id, { data: { email: "old@example.gr" } });
    const id = customer.id;
    const email = await failure(owner.trpc.company.updateCustomerInfo.mutate({ id, email: "not-an-email" }));
    expect(email.data?.code).toBe("BAD_REQUEST");
    expect(email.data?.zodError?.fieldErrors.email).toEqual(["Μη έγκυρη διεύθυνση e-mail."]);
    const year = new Date().getUTCFullYear();
    for (const birthday of ["2001-02-29", "17/05/1990", `${year - 5}-01-01`, `${year - 101}-01-01`]) {
      const error = await failure(owner.trpc.company.updateCustomerInfo.mutate({ id, birthday }));
      expect(error.data?.code, birthday).toBe("BAD_REQUEST");
      expect(error.data?.zodError?.fieldErrors.birthday, birthday).toHaveLength(1);
    }
    expect(await server.db.customer.findUniqueOrThrow({ where: { id } })).toMatchObject({ email: "old@example.gr", birthday: null });
  });

  it("takes exactly one field", async () => {
    const customer = await newCustomer(server.db, shops.athina.id);
    for (const input of [{ id: customer.id }, { id: customer.id, firstName: "Άννα", lastName: "Λάμπρου" }]) {
      const error = await failure(owner.trpc.company.updateCustomerInfo.mutate(input));
      expect(error.data?.code).toBe("BAD_REQUEST");
      expect(error.message).toContain("Αλλάξτε ένα πεδίο τη φορά");
    }
    expect(await server.db.customer.findUniqueOrThrow({ where: { id: customer.id } })).toMatchObject({ firstName: null, lastName: null });
  });

  it("answers another shop's customer with NOT_FOUND and leaves it unchanged", async () => {
    const bakeryCustomer = await newCustomer(server.db, shops.nikos.id, { data: { firstName: "Πέτρος" } });
    const error = await failure(owner.trpc.company.updateCustomerInfo.mutate({ id: bakeryCustomer.id, firstName: "Άλλος" }));
    expect(error.data?.code).toBe("NOT_FOUND");
    expect((await server.db.customer.findUniqueOrThrow({ where: { id: bakeryCustomer.id } })).firstName).toBe("Πέτρος");
  });
});

describe("company.getCustomers", () => {
  it("finds customers by part of a name (any case) or by phone digits typed any way, only in the shop", async () => {
    const surname = `Δοκιμάκη${randomUUID().slice(0, 6)}`;
    const maria = await newCustomer(server.db, shops.athina.id, { data: { firstName: "Μαρία", lastName: surname } });
    const user = await server.db.user.create({ data: { firstName: "Ιωάννα", lastName: surname } });
    const ioanna = await newCustomer(server.db, shops.athina.id, { data: { userId: user.id } });
    await newCustomer(server.db, shops.nikos.id, { data: { firstName: "Μαρία", lastName: surname } });

    const byName = await staff.trpc.company.getCustomers.query({ text: surname.toUpperCase(), sort: "name", order: "asc" });
    expect(byName.count).toBe(2);
    expect(byName.body.map((row) => [row.id, row.firstName])).toEqual([
      [ioanna.id, "Ιωάννα"],
      [maria.id, "Μαρία"],
    ]);
    const byFullName = await owner.trpc.company.getCustomers.query({ text: `μαρία ${surname.toLowerCase()}` });
    expect(byFullName.body.map((row) => row.id)).toEqual([maria.id]);
    const byPhone = await owner.trpc.company.getCustomers.query({ text: localFormat(maria.phone) });
    expect(byPhone.body.map((row) => row.id)).toEqual([maria.id]);
    expect(byPhone.body[0]).toEqual({
      id: maria.id,
      phone: maria.phone,
      firstName: "Μαρία",
      lastName: surname,
      points: 0,
      stamps: 0,
      lastVisitAt: null,
      createdAt: maria.createdAt.toISOString(),
    });
    expect((await owner.trpc.company.getCustomers.query({ text: "100%_" })).count).toBe(0);
  });

  it("pages through any sort order with a stable cursor, without repeats or gaps", async () => {
    const surname = `Σελιδάκη${randomUUID().slice(0, 6)}`;
    const points = [30, 10, 30, 20, 0];
    const created: Array<{ id: string }> = [];
    for (const [index, value] of points.entries()) {
      const customer = await newCustomer(server.db, shops.athina.id, { points: value, data: { firstName: `Π${index}`, lastName: surname } });
      if (index % 2 === 0) await purchase(customer.id, new Date(Date.now() - (index + 1) * DAY));
      created.push(customer);
    }
    const read = async (sort: "points" | "lastVisitAt" | "name" | "createdAt" | "phone", order: "asc" | "desc") => {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Awaited<ReturnType<typeof owner.trpc.company.getCustomers.query>> = await owner.trpc.company.getCustomers.query({
          text: surname,
          sort,
          order,
          limit: 2,
          cursor,
        });
        expect(page.count).toBe(5);
        ids.push(...page.body.map((row) => row.id));
        cursor = page.nextCursor;
      } while (cursor);
      return ids;
    };
    const expected = (key: (index: number) => number | string, order: "asc" | "desc") =>
      created
        .map((customer, index) => ({ id: customer.id, key: key(index) }))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id < b.id ? -1 : 1) * (order === "asc" ? 1 : -1))
        .map((entry) => entry.id);
    const pointsOf = (index: number) => points[index] + (index % 2 === 0 ? 3 : 0);
    expect(await read("points", "desc")).toEqual(expected(pointsOf, "desc"));
    expect(await read("points", "asc")).toEqual(expected(pointsOf, "asc"));
    // Never-visited customers sort as the oldest visits.
    expect(await read("lastVisitAt", "desc")).toEqual(expected((index) => (index % 2 === 0 ? -index : -Infinity), "desc"));
    expect(await read("name", "asc")).toEqual(created.map((customer) => customer.id));
    expect(new Set(await read("createdAt", "desc")).size).toBe(5);
    expect(new Set(await read("phone", "asc")).size).toBe(5);
  });

  it("answers a forged cursor with BAD_REQUEST, not a 500", async () => {
    const points = Buffer.from(JSON.stringify(["abc", "x"])).toString("base64url");
    const error = await failure(owner.trpc.company.getCustomers.query({ sort: "points", cursor: points }));
    expect(error.data?.code).toBe("BAD_REQUEST");
  });
});

describe("company reward lists", () => {
  it("lists active, unexpired rewards: visible point rewards, stamp rewards and hidden rewards apart", async () => {
    const title = `Ληγμένη ${randomUUID().slice(0, 6)}`;
    await server.db.reward.create({ data: { companyId: shops.athina.id, title, points: 5, validUntil: new Date(Date.now() - DAY) } });
    const [points, stamps, hidden] = await Promise.all([
      staff.trpc.company.getRewards.query(),
      staff.trpc.company.getStampRewards.query(),
      staff.trpc.company.getHiddenRewards.query(),
    ]);
    const titles = (list: Array<{ title: string }>) => list.map((reward) => reward.title);
    expect(titles(points)).toEqual(expect.arrayContaining(["Δωρεάν espresso", "Έκπτωση 5€", "Μελομακάρονα (κουτί 6 τεμ.)"]));
    expect(titles(points)).not.toContain("Παγωτό χωνάκι");
    expect(titles(points)).not.toContain(title);
    expect(titles(points)).not.toContain("Κέρασμα του καταστήματος");
    expect(points.find((reward) => reward.title === "Έκπτωση 5€")).toMatchObject({
      id: expect.any(String),
      adminTitle: "Έκπτωση 5€ (εξαργυρώνεται αμέσως)",
      points: 150,
      amount: "500",
      instantReward: true,
      giftOnNthTransaction: null,
      validUntil: null,
    });
    expect(titles(stamps)).toEqual(expect.arrayContaining(["Δωρεάν καφές", "Δωρεάν γλυκό"]));
    expect(titles(stamps)).not.toContain("Δύο καφέδες για παρέα");
    expect(titles(hidden)).toEqual(expect.arrayContaining(["Δώρο 10ης επίσκεψης", "Κέρασμα του καταστήματος"]));
    expect(hidden.find((reward) => reward.title === "Δώρο 10ης επίσκεψης")?.giftOnNthTransaction).toBe(10);
  });
});

describe("stats.averageTransactionDiff", () => {
  it("averages the days between non-cancelled purchases, points and stamps together, optionally by tag", async () => {
    const customer = await newCustomer(server.db, shops.athina.id);
    const tag = await server.db.transactionTag.create({
      data: { label: `Γλυκά ${randomUUID().slice(0, 6)}`, companies: { create: { companyId: shops.athina.id } } },
    });
    const start = Date.now() - 30 * DAY;
    expect(await staff.trpc.stats.averageTransactionDiff.query({ customerId: customer.id })).toBeNull();
    await purchase(customer.id, new Date(start), { tagId: tag.id });
    expect(await staff.trpc.stats.averageTransactionDiff.query({ customerId: customer.id })).toBeNull();
    await purchase(customer.id, new Date(start + 2 * DAY));
    await purchase(customer.id, new Date(start + 3 * DAY), { cancelledAt: new Date() });
    await stampPurchase(customer.id, new Date(start + 5 * DAY), { tagId: tag.id });
    await stampPurchase(customer.id, new Date(start + 6.5 * DAY));
    // Gaps 2, 3, 1.5 days.
    expect(await staff.trpc.stats.averageTransactionDiff.query({ customerId: customer.id })).toBeCloseTo(6.5 / 3, 10);
    expect(await owner.trpc.stats.averageTransactionDiff.query({ customerId: customer.id, tagId: tag.id })).toBeCloseTo(5, 10);
  });

  it("answers another shop's customer with NOT_FOUND", async () => {
    const bakeryCustomer = await newCustomer(server.db, shops.nikos.id);
    const error = await failure(owner.trpc.stats.averageTransactionDiff.query({ customerId: bakeryCustomer.id }));
    expect(error.data?.code).toBe("NOT_FOUND");
  });
});

describe("CSV export of customers", () => {
  const lines = (text: string) =>
    text
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean);

  it("sends the customers found by the list's search, in its sort order", async () => {
    const surname = `Εξαγωγάκη${randomUUID().slice(0, 6)}`;
    const first = await newCustomer(server.db, shops.athina.id, { points: 12, data: { firstName: "Άλφα", lastName: surname } });
    const second = await newCustomer(server.db, shops.athina.id, { stamps: 2, data: { firstName: "Βήτα", lastName: surname } });
    const response = await staff.fetch(`/api/export/customers.csv?${new URLSearchParams({ text: surname, sort: "name", order: "desc" })}`);
    expect(response.status).toBe(200);
    const [header, ...rows] = lines(await response.text());
    expect(header).toBe("Τηλέφωνο;Όνομα;Επώνυμο;Πόντοι;Στάμπες;Τελευταία επίσκεψη;Εγγραφή");
    expect(rows).toEqual([
      expect.stringMatching(new RegExp(`^\\${second.phone};Βήτα;${surname};0;2;;\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d$`)),
      expect.stringMatching(new RegExp(`^\\${first.phone};Άλφα;${surname};12;0;;`)),
    ]);
    const bad = await staff.fetch("/api/export/customers.csv?sort=favourite");
    expect(bad.status).toBe(400);
  });

  it("streams every batch of a long list", async () => {
    const shop = await createShop(server.db);
    await server.db.customer.createMany({
      data: Array.from({ length: 1203 }, (_, i) => ({
        companyId: shop.company.id,
        phone: `+3069${String(i).padStart(8, "0")}`,
        createdAt: new Date(Date.now() - (i % 600) * 1000),
      })),
    });
    const client = await shop.signIn(server.url);
    const rows = lines(await (await client.fetch("/api/export/customers.csv?sort=createdAt")).text()).slice(1);
    expect(rows).toHaveLength(1203);
    expect(new Set(rows.map((row) => row.split(";")[0])).size).toBe(1203);
  });
});
