// "My shop" figures checked against values computed by hand on a small fixed data set of a test-only
// shop (February–March 2025, Athens time), written out of order on purpose: a visit inserted before the
// customer's other visits, a purchase cancelled afterwards, one just after midnight Athens time.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../helpers/client.js";
import { signInAs } from "../helpers/client.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { newCustomer } from "../helpers/customers.js";
import { failure } from "../helpers/errors.js";
import { athensTime, daysAgo, purchase, stampPurchase } from "../helpers/ledger.js";
import { createShop } from "../helpers/shop.js";
import { couponCode } from "../helpers/unique.js";

let server: TestServer;
let owner: ApiClient;
let shop: Awaited<ReturnType<typeof createShop>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  const db = server.db;
  shop = await createShop(db);
  owner = await shop.signIn(server.url);
  const company = shop.company.id;
  const main = shop.store.id;
  const second = (await db.store.create({ data: { name: "Δεύτερο", companyId: company } })).id;
  const coffee = shop.tag.id;
  const sweet = (await db.transactionTag.create({ data: { label: "Γλυκό", companies: { create: { companyId: company } } } })).id;
  const reward = await db.reward.create({ data: { companyId: company, points: 10, title: "Δωρεάν espresso" } });
  Object.assign(ids, { main, second, coffee, sweet, reward: reward.id });

  const a = (await newCustomer(db, company)).id;
  const b = (await newCustomer(db, company)).id;
  const c = (await newCustomer(db, company)).id;
  const d = (await newCustomer(db, company)).id;
  Object.assign(ids, { a, b, c, d });

  // A: three purchases in March (two on the 3rd), then its February purchase is inserted afterwards.
  await purchase(db, company, a, athensTime("2025-03-03", "09:30"), 500, { storeId: main, tagIds: [coffee] });
  await purchase(db, company, a, athensTime("2025-03-03", "18:00"), 300, { storeId: main });
  // 01:30 in Athens on Monday 10 March is still Sunday 9 March in UTC.
  await purchase(db, company, a, athensTime("2025-03-10", "01:30"), 2000, { storeId: main, tagIds: [sweet] });
  await purchase(db, company, a, athensTime("2025-02-10", "10:00"), 1000, { storeId: main });
  // B: a purchase and a stamp on 5 March at the second store, a welcome gift, a stamp on 20 March.
  await purchase(db, company, b, athensTime("2025-03-05", "12:00"), 1500, { storeId: second, tagIds: [coffee] });
  await stampPurchase(db, company, b, athensTime("2025-03-05", "12:01"), { storeId: second, tagIds: [coffee] });
  await db.gifted.create({ data: { companyId: company, customerId: b, points: 50, createdAt: athensTime("2025-03-05", "12:00") } });
  await stampPurchase(db, company, b, athensTime("2025-03-20", "12:00"), { storeId: second });
  // C: a purchase on 15 March, cancelled later, and one on 25 March.
  const cancelled = await purchase(db, company, c, athensTime("2025-03-15", "08:00"), 800, { storeId: main, tagIds: [sweet] });
  await purchase(db, company, c, athensTime("2025-03-25", "08:00"), 700, { storeId: main });
  await db.transaction.update({ where: { id: cancelled.id }, data: { cancelledAt: athensTime("2025-03-15", "08:10") } });
  // D: one visit in January.
  await purchase(db, company, d, athensTime("2025-01-15", "11:00"), 1000, { storeId: main });
  // A spends 10 points on 12 March and redeems the coupon on the 13th.
  const code = couponCode();
  await db.coupon.create({ data: { code, points: 10, title: reward.title, customerId: a, rewardId: reward.id, createdAt: athensTime("2025-03-12", "10:00") } });
  await db.coupon.update({ where: { code }, data: { usedAt: athensTime("2025-03-13", "10:00") } });
});

afterAll(async () => {
  await server?.close();
});

const MARCH = { from: "2025-03-01", to: "2025-03-31" };

describe("my shop: the period's figures", () => {
  it("sums March and counts each customer once for the period", async () => {
    const { totals } = await owner.trpc.analytics.shopOverview.query({ ...MARCH, interval: "week" });
    expect(totals).toEqual({
      purchases: 5,
      revenue: "5000",
      stampPurchases: 2,
      stampRevenue: "0",
      // 5 + 3 + 20 + 15 + 7 from purchases, 50 gifted
      pointsIssued: 100,
      pointsRedeemed: 10,
      pointsExpired: 0,
      stampsGiven: 2,
      stampsRedeemed: 0,
      stampsExpired: 0,
      couponsCreated: 1,
      couponsRedeemed: 1,
      activeCustomers: 3,
      newCustomers: 2,
      returningCustomers: 1,
      averageTicket: "1000",
    });
  });

  it("splits the period into Monday-to-Sunday weeks, the first and last cut to the period", async () => {
    const { series } = await owner.trpc.analytics.shopOverview.query({ ...MARCH, interval: "week" });
    expect(series.map((week) => [week.from, week.to])).toEqual([
      ["2025-03-01", "2025-03-02"],
      ["2025-03-03", "2025-03-09"],
      ["2025-03-10", "2025-03-16"],
      ["2025-03-17", "2025-03-23"],
      ["2025-03-24", "2025-03-30"],
      ["2025-03-31", "2025-03-31"],
    ]);
    const pick = (week: (typeof series)[number]) => [
      week.purchases,
      week.revenue,
      week.stampPurchases,
      week.pointsIssued,
      week.pointsRedeemed,
      week.couponsCreated,
      week.couponsRedeemed,
      week.activeCustomers,
      week.newCustomers,
      week.returningCustomers,
    ];
    expect(series.map(pick)).toEqual([
      [0, "0", 0, 0, 0, 0, 0, 0, 0, 0],
      // A twice on the 3rd, B on the 5th (with the 50-point gift)
      [3, "2300", 1, 73, 0, 0, 0, 2, 1, 1],
      // A at 01:30 on the 10th; C's purchase of the 15th was cancelled; the coupon
      [1, "2000", 0, 20, 10, 1, 1, 1, 0, 1],
      [0, "0", 1, 0, 0, 0, 0, 1, 0, 1],
      [1, "700", 0, 7, 0, 0, 0, 1, 1, 0],
      [0, "0", 0, 0, 0, 0, 0, 0, 0, 0],
    ]);
  });

  it("gives the visits and the days between them", async () => {
    const customers = await owner.trpc.analytics.shopCustomers.query(MARCH);
    // Visit days in March: A 3rd (21 days after 10 Feb) and 10th (7), B 5th (first) and 20th (15), C 25th (first).
    expect(customers).toMatchObject({ activeCustomers: 3, newCustomers: 2, returningCustomers: 1, visits: 5 });
    expect(customers.averageGapDays).toBeCloseTo(43 / 3, 10);
    expect(customers.gapDistribution.filter((group) => group.visits > 0)).toEqual([
      { label: "4–7 μέρες", visits: 1 },
      { label: "15–30 μέρες", visits: 2 },
    ]);
  });

  it("finds the busiest weekdays, hours and days in Athens time", async () => {
    const busiest = await owner.trpc.analytics.shopBusiest.query(MARCH);
    const monday = 0;
    const wednesday = 2;
    expect(busiest.heatmap[monday][9]).toBe(1);
    expect(busiest.heatmap[monday][18]).toBe(1);
    expect(busiest.heatmap[monday][1]).toBe(1);
    // B's purchase and stamp at 12:00 and 12:01
    expect(busiest.heatmap[wednesday][12]).toBe(2);
    expect(busiest.weekdays.map((day) => day.purchases)).toEqual([3, 1, 2, 1, 0, 0, 0]);
    expect(busiest.hours[12].purchases).toBe(3);
    expect(busiest.topDays).toEqual([
      { day: "2025-03-05", purchases: 2, revenue: "1500" },
      { day: "2025-03-03", purchases: 2, revenue: "800" },
      { day: "2025-03-25", purchases: 1, revenue: "700" },
      { day: "2025-03-20", purchases: 1, revenue: "0" },
      { day: "2025-03-10", purchases: 1, revenue: "2000" },
    ]);
  });

  it("breaks the period down by store, tag and reward", async () => {
    const breakdown = await owner.trpc.analytics.shopBreakdown.query(MARCH);
    expect(breakdown.stores).toEqual([
      { storeId: ids.main, name: "Κεντρικό", purchases: 4, revenue: "3500", stampPurchases: 0 },
      { storeId: ids.second, name: "Δεύτερο", purchases: 1, revenue: "1500", stampPurchases: 2 },
    ]);
    expect(breakdown.tags).toEqual([
      { tagId: ids.coffee, label: "Καφές", purchases: 2, revenue: "2000", stampPurchases: 1 },
      { tagId: ids.sweet, label: "Γλυκό", purchases: 1, revenue: "2000", stampPurchases: 0 },
    ]);
    expect(breakdown.rewards).toEqual([{ rewardId: ids.reward, kind: "points", title: "Δωρεάν espresso", coupons: 1, redeemed: 1, spent: 10 }]);
  });

  it("follows monthly cohorts: A moved to February when its earlier visit arrived", async () => {
    const { cohorts } = await owner.trpc.analytics.shopRetention.query({ from: "2025-01-01", to: "2025-03-31" });
    expect(cohorts).toEqual([
      { month: "2025-01", customers: 1, returned: [0, 0] },
      { month: "2025-02", customers: 1, returned: [1] },
      { month: "2025-03", customers: 2, returned: [] },
    ]);
  });
});

describe("my shop: customers at risk", () => {
  it("lists regulars whose time away is longer than their usual gap, most recently lapsed first", async () => {
    const db = server.db;
    const company = shop.company.id;
    const lapsed = (await newCustomer(db, company)).id;
    for (const days of [40, 30, 20]) await purchase(db, company, lapsed, athensTime(daysAgo(days)), 500);
    const regular = (await newCustomer(db, company)).id;
    for (const days of [20, 10, 1]) await purchase(db, company, regular, athensTime(daysAgo(days)), 500);

    const atRisk = await owner.trpc.analytics.atRisk.query({});
    // A (gap 14, last 10 March 2025) and B (gap 15, last 20 March 2025) are long overdue; C and D came once.
    expect(atRisk.total).toBe(3);
    expect(atRisk.customers.map((customer) => customer.id)).toEqual([lapsed, ids.b, ids.a]);
    expect(atRisk.customers[0]).toMatchObject({ lastVisit: daysAgo(20), visits: 3, usualGapDays: 10, daysSinceLastVisit: 20 });
  });
});

describe("my shop: access and input", () => {
  it("is for the owner only, and only with the analytics-shop flag", async () => {
    const staff = await signInAs(server.url, "staff");
    expect((await failure(staff.trpc.analytics.shopOverview.query(MARCH))).data?.code).toBe("FORBIDDEN");
    const closed = await createShop(server.db, {}, ["analytics-shop"]);
    const closedOwner = await closed.signIn(server.url);
    expect((await failure(closedOwner.trpc.analytics.shopOverview.query(MARCH))).data?.code).toBe("FORBIDDEN");
  });

  it("refuses a period that ends before it starts or is longer than three years, in Greek", async () => {
    const backwards = await failure(owner.trpc.analytics.shopOverview.query({ from: "2025-03-31", to: "2025-03-01" }));
    expect(backwards.data?.code).toBe("BAD_REQUEST");
    expect(backwards.message).toBe("Η περίοδος πρέπει να τελειώνει μετά την αρχή της.");
    const long = await failure(owner.trpc.analytics.shopOverview.query({ from: "2020-01-01", to: "2025-03-01" }));
    expect(long.message).toBe("Η περίοδος μπορεί να είναι έως τρία χρόνια.");
    const invalid = await failure(owner.trpc.analytics.shopCustomers.query({ from: "2025-02-30", to: "2025-03-01" }));
    expect(invalid.message).toBe("Μη έγκυρη ημερομηνία.");
  });
});

describe("my shop: CSV", () => {
  it("downloads the table of each chart for the owner", async () => {
    const response = await owner.fetch(`/api/export/analytics-overview.csv?from=2025-03-01&to=2025-03-31&interval=week`);
    expect(response.status).toBe(200);
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0].split(";").slice(0, 4)).toEqual(["Από", "Έως", "Συναλλαγές", "Έσοδα (€)"]);
    expect(lines[2].split(";").slice(0, 4)).toEqual(["03/03/2025", "09/03/2025", "3", "23,00"]);
    // the period's total
    expect(lines.at(-1)!.split(";").slice(0, 4)).toEqual(["01/03/2025", "31/03/2025", "5", "50,00"]);

    const retention = await (await owner.fetch(`/api/export/analytics-retention.csv?from=2025-01-01&to=2025-03-31`)).text();
    expect(retention).toContain("02/2025;1;1;1;100,00");
  });

  it("refuses the analytics CSV to staff", async () => {
    const staff = await signInAs(server.url, "staff");
    expect((await staff.fetch(`/api/export/analytics-at-risk.csv`)).status).toBe(403);
  });
});
