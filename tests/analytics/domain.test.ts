// "My domain": the shop beside the median and quartiles of the other shops of its domain, only when at
// least 5 other shops contribute. Test-only shops in a domain of their own, with ledger rows on days
// relative to today; the figures are computed as the daily job does (computeBenchmarks for today).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { computeBenchmarks } from "../../server/src/analytics/benchmarks.js";
import { NO_DOMAIN_MESSAGE, NOT_ENOUGH_SHOPS_MESSAGE } from "../../server/src/shared/analytics.js";
import type { ApiClient } from "../helpers/client.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { newCustomer } from "../helpers/customers.js";
import { failure } from "../helpers/errors.js";
import { athensTime, daysAgo, purchase, stampPurchase, today } from "../helpers/ledger.js";
import { createShop } from "../helpers/shop.js";
import { couponCode, newPhone } from "../helpers/unique.js";

let server: TestServer;
const domain = `test-domain-${randomUUID()}`;
let owner: ApiClient;

beforeAll(async () => {
  server = await startServer();
  const own = await createShop(server.db, { domain });
  owner = await own.signIn(server.url);
  const customer = (await newCustomer(server.db, own.company.id)).id;
  await purchase(server.db, own.company.id, customer, athensTime(daysAgo(30)), 2500);
  await purchase(server.db, own.company.id, customer, athensTime(daysAgo(27)), 2500);
});
afterAll(async () => {
  await server?.close();
});

/**
 * Another shop of the domain, number i: two purchases of 10·i € by one customer 2·i days apart, a
 * coupon of i² points (redemption i² / 20i), and two stamp customers from before the window, one of
 * whom (for i ≤ 3) comes back 10 days ago.
 */
async function otherShop(i: number) {
  const db = server.db;
  const { company } = await createShop(db, { domain });
  const a = (await newCustomer(db, company.id)).id;
  await purchase(db, company.id, a, athensTime(daysAgo(30)), 1000 * i);
  await purchase(db, company.id, a, athensTime(daysAgo(30 - 2 * i)), 1000 * i);
  await db.coupon.create({ data: { code: couponCode(), points: i * i, title: "Καφές", customerId: a, createdAt: athensTime(daysAgo(5)) } });
  const b = (await newCustomer(db, company.id)).id;
  await stampPurchase(db, company.id, b, athensTime(daysAgo(120)));
  if (i <= 3) await stampPurchase(db, company.id, b, athensTime(daysAgo(10)));
  const c = (await newCustomer(db, company.id)).id;
  await stampPurchase(db, company.id, c, athensTime(daysAgo(150)));
}

describe("my domain", () => {
  it("says there is not enough data while fewer than 5 other shops contribute", async () => {
    for (const i of [1, 2, 3, 4]) await otherShop(i);
    await computeBenchmarks(server.db, today());
    expect(await owner.trpc.analytics.domain.query()).toEqual({ status: "not-enough", message: NOT_ENOUGH_SHOPS_MESSAGE });
  });

  it("shows the shop's figures beside the other shops' quartiles from 5 other shops on", async () => {
    await otherShop(5);
    await computeBenchmarks(server.db, today());
    const comparison = await owner.trpc.analytics.domain.query();
    expect(comparison).toMatchObject({ status: "ok", domain, from: daysAgo(90), to: daysAgo(1) });
    if (comparison.status !== "ok") throw new Error("no comparison");
    const byMetric = Object.fromEntries(comparison.metrics.map((metric) => [metric.metric, metric]));
    // Own: 25 € twice, 3 days apart, nothing redeemed, nobody from before the window.
    expect(byMetric.averageTicket).toEqual({ metric: "averageTicket", value: 2500, quartiles: { q1: 2000, median: 3000, q3: 4000 } });
    // Others: 2i days (i = 4, 5) or (2i + 110) / 2 when the stamp customer came back (i ≤ 3): 8, 10, 56, 57, 58.
    expect(byMetric.visitGapDays).toEqual({ metric: "visitGapDays", value: 3, quartiles: { q1: 10, median: 56, q3: 57 } });
    expect(byMetric.redemptionRate.value).toBe(0);
    expect(byMetric.redemptionRate.quartiles!.q1).toBeCloseTo(0.1, 10);
    expect(byMetric.redemptionRate.quartiles!.median).toBeCloseTo(0.15, 10);
    expect(byMetric.redemptionRate.quartiles!.q3).toBeCloseTo(0.2, 10);
    // 1 of the 2 earlier customers came back in shops 1–3, none in 4 and 5: 0, 0, ½, ½, ½.
    expect(byMetric.retentionRate).toEqual({ metric: "retentionRate", value: null, quartiles: { q1: 0, median: 0.5, q3: 0.5 } });
  });

  it("explains that a shop without a domain has no comparison", async () => {
    const shop = await createShop(server.db);
    const client = await shop.signIn(server.url);
    expect(await client.trpc.analytics.domain.query()).toEqual({ status: "no-domain", message: NO_DOMAIN_MESSAGE });
  });

  it("needs the analytics-domain flag", async () => {
    const shop = await createShop(server.db, { domain }, ["analytics-domain"]);
    const client = await shop.signIn(server.url);
    expect((await failure(client.trpc.analytics.domain.query())).data?.code).toBe("FORBIDDEN");
  });
});

describe("welcome gifts in the analytics", () => {
  it("counts the counter's welcome gift (counter_award) among the points given, and the customer as new", async () => {
    const shop = await createShop(server.db, { initiationGift: 50 });
    const client = await shop.signIn(server.url);
    await client.trpc.transaction.add.mutate({ confirmNewCustomer: true, phone: newPhone(), amount: "1299", idempotencyKey: randomUUID() });
    const { totals } = await client.trpc.analytics.shopOverview.query({ from: today(), to: today() });
    expect(totals).toMatchObject({ purchases: 1, revenue: "1299", pointsIssued: 12 + 50, activeCustomers: 1, newCustomers: 1 });
  });
});
