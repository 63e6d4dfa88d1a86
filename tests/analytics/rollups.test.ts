// The roll-ups the triggers keep row by row equal the roll-ups computed from the ledger in one pass,
// after a mix of everything the ledger sees: purchases on random days (out of order, some just after
// midnight Athens time), multi-row inserts, cancellations and their reversal, deletions, tags put on
// and taken off, gifts, coupons and their redemption, and purchases written concurrently.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foldClosedDays } from "../../server/src/analytics/compaction.js";
import { rebuildRollups } from "../../server/src/analytics/rebuild.js";
import type { Db } from "../../server/src/db/client.js";
import { addDays } from "../../server/src/shared/analytics.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { newCustomer } from "../helpers/customers.js";
import { athensTime, today } from "../helpers/ledger.js";
import { createShop } from "../helpers/shop.js";
import { couponCode } from "../helpers/unique.js";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return { int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)), pick: <T>(items: T[]) => items[Math.floor(next() * items.length)] };
}

/** The shop's roll-ups with the shards added up and empty cells left out, as comparable text. */
async function rollups(db: Db, companyId: string) {
  const rows = (sql: string) =>
    db
      .$queryRawUnsafe<unknown[]>(sql, companyId)
      .then((list) => list.map((row) => JSON.stringify(row, (_k, v) => (typeof v === "bigint" ? String(v) : v))).sort());
  return {
    days: await rows(`SELECT day, hour, "storeId", sum(purchases) p, sum(revenue) r, sum("purchasePoints") pp, sum("stampPurchases") sp, sum("stampRevenue") sr,
        sum("giftedPoints") gp, sum("giftedStamps") gs, sum(coupons) c, sum("couponPoints") cp, sum("couponsRedeemed") cr, sum("stampCoupons") sc,
        sum("stampCouponStamps") scs, sum("stampCouponsRedeemed") scr, sum("expiredPoints") ep, sum("expiredStamps") es
      FROM "AnalyticsDay" WHERE "companyId" = $1 GROUP BY 1, 2, 3
      HAVING sum(purchases) <> 0 OR sum(revenue) <> 0 OR sum("stampPurchases") <> 0 OR sum("stampRevenue") <> 0 OR sum("giftedPoints") <> 0
          OR sum("giftedStamps") <> 0 OR sum(coupons) <> 0 OR sum("couponsRedeemed") <> 0 OR sum("stampCoupons") <> 0 OR sum("stampCouponsRedeemed") <> 0
          OR sum("expiredPoints") <> 0 OR sum("expiredStamps") <> 0`),
    items: await rows(`SELECT day, kind, "itemId", sum(count) c, sum(amount) a, sum(redeemed) r FROM "AnalyticsItem" WHERE "companyId" = $1
      GROUP BY 1, 2, 3 HAVING sum(count) <> 0 OR sum(amount) <> 0 OR sum(redeemed) <> 0`),
    gaps: await rows(`SELECT day, gap, sum(visits) v FROM "AnalyticsVisitGap" WHERE "companyId" = $1 GROUP BY 1, 2 HAVING sum(visits) <> 0`),
    cohorts: await rows(`SELECT cohort, month, sum(customers) c FROM "AnalyticsCohort" WHERE "companyId" = $1 GROUP BY 1, 2 HAVING sum(customers) <> 0`),
    customers: await rows(`SELECT "customerId", "firstDay", "lastDay", days FROM "CustomerVisits" WHERE "companyId" = $1`),
    visitDays: await rows(
      `SELECT v."customerId", v.day, v.purchases FROM "CustomerVisitDay" v JOIN "Customer" c ON c.id = v."customerId" WHERE c."companyId" = $1`,
    ),
  };
}

async function rebuilt(db: Db, companyId: string) {
  await db.$transaction((tx) => rebuildRollups((sql, params) => tx.$executeRawUnsafe(sql, ...params), [companyId]), { timeout: 60_000 });
  return rollups(db, companyId);
}

describe("analytics roll-ups", () => {
  it("kept by the triggers equal a rebuild from the ledger", async () => {
    const db = server.db;
    const shop = await createShop(db);
    const company = shop.company.id;
    const second = await db.store.create({ data: { name: "Δεύτερο", companyId: company } });
    const tags = [shop.tag.id, (await db.transactionTag.create({ data: { label: "Γλυκό", companies: { create: { companyId: company } } } })).id];
    const reward = await db.reward.create({ data: { companyId: company, points: 5, title: "Καφές" } });
    const stampReward = await db.stampReward.create({ data: { companyId: company, points: 1, title: "Κρουασάν" } });
    const customers = await Promise.all(Array.from({ length: 6 }, () => newCustomer(db, company)));
    const random = generator(20251);
    const when = () => athensTime(addDays("2025-01-01", random.int(0, 100)), random.pick(["00:10", "01:30", "09:15", "13:45", "23:50"]));
    const stores = [shop.store.id, second.id, undefined];
    const purchases: string[] = [];
    const stampPurchases: string[] = [];
    const coupons: string[] = [];

    // Plenty of points and stamps first, so coupons are never refused.
    for (const customer of customers) {
      await db.gifted.create({ data: { companyId: company, customerId: customer.id, points: 1000, createdAt: when() } });
      await db.stampGifted.create({ data: { companyId: company, customerId: customer.id, points: 100, createdAt: when() } });
    }
    for (let step = 0; step < 160; step++) {
      const customer = random.pick(customers).id;
      const action = random.int(0, 11);
      if (action <= 3) {
        const amount = random.int(100, 3000);
        const row = await db.transaction.create({
          data: {
            companyId: company,
            customerId: customer,
            amount,
            pointsMult: 1,
            points: Math.floor(amount / 100),
            createdAt: when(),
            storeId: random.pick(stores),
            tags: { create: random.int(0, 1) ? [{ tagId: random.pick(tags) }] : [] },
          },
        });
        purchases.push(row.id);
      } else if (action === 4) {
        const row = await db.stampTransaction.create({
          data: {
            companyId: company,
            customerId: customer,
            amount: random.int(0, 500),
            createdAt: when(),
            storeId: random.pick(stores),
            tags: { create: [{ tagId: random.pick(tags) }] },
          },
        });
        stampPurchases.push(row.id);
      } else if (action === 5) {
        // One statement, several rows of one customer, out of time order.
        const rows = Array.from({ length: 3 }, () => ({
          id: `rt${step}-${random.int(0, 1e9)}`,
          companyId: company,
          customerId: customer,
          amount: 400,
          pointsMult: 1,
          points: 4,
          createdAt: when(),
        }));
        await db.transaction.createMany({ data: rows });
        purchases.push(...rows.map((row) => row.id));
      } else if (action === 6 && purchases.length) {
        const id = random.pick(purchases);
        const row = await db.transaction.findUniqueOrThrow({ where: { id } });
        await db.transaction.update({ where: { id }, data: { cancelledAt: row.cancelledAt ? null : new Date() } });
      } else if (action === 7 && stampPurchases.length) {
        const id = random.pick(stampPurchases);
        const row = await db.stampTransaction.findUniqueOrThrow({ where: { id } });
        await db.stampTransaction.update({ where: { id }, data: { cancelledAt: row.cancelledAt ? null : new Date() } });
      } else if (action === 8 && purchases.length > 5) {
        const id = purchases.splice(random.int(0, purchases.length - 1), 1)[0];
        await db.transaction.delete({ where: { id } });
      } else if (action === 9) {
        const code = couponCode();
        if (random.int(0, 1))
          await db.coupon.create({ data: { code, points: 5, title: "Καφές", customerId: customer, rewardId: reward.id, createdAt: when() } });
        else await db.stampCoupon.create({ data: { code, points: 1, title: "Κρουασάν", customerId: customer, rewardId: stampReward.id, createdAt: when() } });
        coupons.push(code);
      } else if (action === 10 && coupons.length) {
        const code = random.pick(coupons);
        const data = { usedAt: random.int(0, 3) ? when() : null };
        // The code is in one of the two tables.
        await db.coupon.updateMany({ where: { code }, data });
        await db.stampCoupon.updateMany({ where: { code }, data });
      } else if (action === 11 && purchases.length) {
        const transactionId = random.pick(purchases);
        const existing = await db.tagOnTransaction.findFirst({ where: { transactionId } });
        if (existing) await db.tagOnTransaction.delete({ where: { transactionId_tagId: { transactionId, tagId: existing.tagId } } });
        else await db.tagOnTransaction.create({ data: { transactionId, tagId: random.pick(tags) } });
      }
    }
    // Concurrent purchases on several connections: the shards spread them, nothing is lost.
    await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        db.transaction.create({
          data: { companyId: company, customerId: customers[index % customers.length].id, amount: 250, pointsMult: 1, points: 2, createdAt: when() },
        }),
      ),
    );
    // A deleted reward leaves its coupons under "other coupons".
    await db.reward.delete({ where: { id: reward.id } });

    const kept = await rollups(db, company);
    expect(kept.gaps.length).toBeGreaterThan(20);
    expect(kept.cohorts.length).toBeGreaterThan(3);
    expect(await rebuilt(db, company)).toEqual(kept);
  });

  it("leaves a shop's aggregates as they were when a customer is deleted, and drops the customer's own rows", async () => {
    const db = server.db;
    const shop = await createShop(db);
    const company = shop.company.id;
    const customer = await newCustomer(db, company);
    await db.transaction.create({
      data: { companyId: company, customerId: customer.id, amount: 1000, pointsMult: 1, points: 10, createdAt: athensTime("2025-02-01") },
    });
    const before = await rollups(db, company);
    await db.customer.delete({ where: { id: customer.id } });
    const after = await rollups(db, company);
    expect(after.days).toEqual(before.days);
    expect(after.gaps).toEqual(before.gaps);
    expect(after.customers).toEqual([]);
    expect(after.visitDays).toEqual([]);
  });
});

describe("folding closed days", () => {
  it("adds the shards of a closed day into one row and keeps the figures", async () => {
    const db = server.db;
    const { company } = await createShop(db);
    const yesterday = addDays(today(), -1);
    const day = new Date(`${yesterday}T00:00:00Z`);
    const month = new Date(`${addDays(today(), -40).slice(0, 7)}-01T00:00:00Z`);
    for (const shard of [0, 3, 5]) {
      await db.analyticsDay.create({ data: { companyId: company.id, day, hour: 9, storeId: "", shard, purchases: shard + 1, revenue: 100 * (shard + 1) } });
      await db.analyticsVisitGap.create({ data: { companyId: company.id, day, gap: 7, shard, visits: shard + 2 } });
      await db.analyticsCohort.create({ data: { companyId: company.id, cohort: month, month, shard, customers: 1 } });
    }
    // Today is still open: left as it is.
    await db.analyticsDay.create({ data: { companyId: company.id, day: new Date(`${today()}T00:00:00Z`), hour: 9, storeId: "", shard: 4, purchases: 1 } });

    await foldClosedDays(db, today());
    const days = await db.analyticsDay.findMany({ where: { companyId: company.id }, orderBy: { day: "asc" } });
    expect(days.map((row) => [row.shard, row.purchases, Number(row.revenue)])).toEqual([
      [0, 1 + 4 + 6, 100 + 400 + 600],
      [4, 1, 0],
    ]);
    expect((await db.analyticsVisitGap.findMany({ where: { companyId: company.id } })).map((row) => [row.shard, row.visits])).toEqual([[0, 2 + 5 + 7]]);
    expect((await db.analyticsCohort.findMany({ where: { companyId: company.id } })).map((row) => [row.shard, row.customers])).toEqual([[0, 3]]);
  });
});
