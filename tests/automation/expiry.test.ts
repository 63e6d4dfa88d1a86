// Expiry of old points and stamps, oldest first: the amounts checked by hand, the Athens midnight
// boundary, the warning before, balances equal to the ledger, and once per day even when run twice or
// twice at once. Dates are in 2029–2030 so the hourly job of a test server running meanwhile finds
// nothing of these shops to expire.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runExpiry } from "../../server/src/automation/expiry.js";
import type { Company } from "../../server/src/generated/prisma/client.js";
import { automationServices } from "./support.js";
import { newCustomer } from "../helpers/customers.js";
import { athensTime, purchase, stampPurchase } from "../helpers/ledger.js";
import { createShop } from "../helpers/shop.js";
import { couponCode } from "../helpers/unique.js";

const services = automationServices();
const db = services.db;

afterAll(() => services.close());

/** Points and stamps by the ledger, beside the balances the triggers keep. */
async function ledgerAndBalance(customerId: string) {
  const [row] = await db.$queryRaw<{ points: number; stamps: number; ledger_points: number; ledger_stamps: number }[]>`
    SELECT c.points, c.stamps,
      ((SELECT coalesce(sum(points), 0) FROM "Transaction" WHERE "customerId" = c.id AND "cancelledAt" IS NULL)
     + (SELECT coalesce(sum(points), 0) FROM "Gifted" WHERE "customerId" = c.id)
     - (SELECT coalesce(sum(points), 0) FROM "Coupon" WHERE "customerId" = c.id)
     - (SELECT coalesce(sum(points), 0) FROM "PointsExpiry" WHERE "customerId" = c.id))::int AS ledger_points,
      ((SELECT count(*) FROM "StampTransaction" WHERE "customerId" = c.id AND "cancelledAt" IS NULL)
     + (SELECT coalesce(sum(points), 0) FROM "StampGifted" WHERE "customerId" = c.id)
     - (SELECT coalesce(sum(points), 0) FROM "StampCoupon" WHERE "customerId" = c.id)
     - (SELECT coalesce(sum(stamps), 0) FROM "PointsExpiry" WHERE "customerId" = c.id))::int AS ledger_stamps
    FROM "Customer" c WHERE c.id = ${customerId}`;
  expect({ points: row.points, stamps: row.stamps }).toEqual({ points: row.ledger_points, stamps: row.ledger_stamps });
  return { points: row.points, stamps: row.stamps };
}

describe("expiry of points and stamps", () => {
  let company: Company;
  let maria: string;
  let nikos: string;
  const email = `expiry-${Date.now()}@example.com`;

  beforeAll(async () => {
    ({ company } = await createShop(db, { pointsExpireMonths: 12, stampsExpireMonths: 6 }));
    maria = (await newCustomer(db, company.id, { data: { email, newsAcceptedAt: new Date() } })).id;
    await purchase(db, company.id, maria, athensTime("2029-01-10"), 10000); // 100 points
    await purchase(db, company.id, maria, athensTime("2029-02-15"), 5000); // 50 points
    await db.coupon.create({ data: { code: couponCode(), points: 30, title: "Καφές", customerId: maria, createdAt: athensTime("2029-03-20") } });
    await purchase(db, company.id, maria, athensTime("2029-06-10"), 2000); // 20 points
    await stampPurchase(db, company.id, maria, athensTime("2029-05-10"));
    await stampPurchase(db, company.id, maria, athensTime("2029-05-11"));
    await stampPurchase(db, company.id, maria, athensTime("2029-08-01"));
    await db.stampCoupon.create({ data: { code: couponCode(), points: 1, title: "Κρουασάν", customerId: maria, createdAt: athensTime("2029-09-01") } });
    // Either side of midnight, Athens time, of the points' cutoff (1 March 2029).
    nikos = (await newCustomer(db, company.id)).id;
    await purchase(db, company.id, nikos, athensTime("2029-02-28", "23:30"), 2000);
    await purchase(db, company.id, nikos, athensTime("2029-03-01", "00:30"), 1000);
  });

  it("warns during the 14 days before, once per customer and expiry day, with what would go", async () => {
    expect(await runExpiry(services, company, "2030-02-10")).toMatchObject({ warned: 0 });
    expect(await runExpiry(services, company, "2030-02-20")).toMatchObject({ expired: 0, warned: 2, mailed: 1 });
    expect(await runExpiry(services, company, "2030-02-21")).toMatchObject({ warned: 0, mailed: 0 });
    const warnings = await db.pointsExpireNotification.findMany({ where: { customerId: maria } });
    expect(warnings).toHaveLength(1);
    // 150 points earned before March 2029, 30 spent; the 3 stamps before September 2029, 1 spent.
    expect(warnings[0]).toMatchObject({ lostPoints: 120, lostStamps: 2 });
    expect(warnings[0].expiresOn!.toISOString().slice(0, 10)).toBe("2030-03-01");
    const mails = await db.outboxMessage.findMany({ where: { to: email } });
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("Στις 1/3/2030 θα χάσετε 120 πόντους και 2 στάμπες");
  });

  it("expires on the 1st, oldest first, and only once that day", async () => {
    expect(await runExpiry(services, company, "2030-03-01")).toMatchObject({ expired: 2, points: 140, stamps: 2 });
    expect(await runExpiry(services, company, "2030-03-01")).toMatchObject({ expired: 0, points: 0, stamps: 0 });
    expect(await ledgerAndBalance(maria)).toEqual({ points: 20, stamps: 0 });
    // 20 points earned at 23:30 on 28 February expire; 10 earned at 00:30 on 1 March stay.
    expect(await ledgerAndBalance(nikos)).toEqual({ points: 10, stamps: 0 });
    const expiries = await db.pointsExpiry.findMany({ where: { customerId: maria }, include: { schedule: true } });
    expect(expiries).toHaveLength(1);
    expect(expiries[0]).toMatchObject({ points: 120, stamps: 2 });
    expect(expiries[0].schedule).toMatchObject({ name: "points-expiry", companyId: company.id });
  });

  it("catches up a missed 1st during the first week, and later months expire what has aged since", async () => {
    // 1 April 2030 (run on the 3rd): Nikos's 10 points of 1 March 2029 are now older than 12 months.
    expect(await runExpiry(services, company, "2030-04-03")).toMatchObject({ expired: 1, points: 10 });
    expect(await ledgerAndBalance(nikos)).toEqual({ points: 0, stamps: 0 });
    // 1 July 2030 is more than a week ago on the 9th; on the 5th Maria's 20 points of June 2029 go.
    expect(await runExpiry(services, company, "2030-07-09")).toMatchObject({ expired: 0 });
    expect(await runExpiry(services, company, "2030-07-05")).toMatchObject({ expired: 1, points: 20 });
    expect(await ledgerAndBalance(maria)).toEqual({ points: 0, stamps: 0 });
  });

  it("keeps the expiry a ledger row that cannot be negative", async () => {
    await expect(db.pointsExpiry.create({ data: { customerId: maria, companyId: company.id, points: -5 } })).rejects.toThrow();
    // Nothing left to take: the balance guard refuses it.
    await expect(db.pointsExpiry.create({ data: { customerId: maria, companyId: company.id, points: 1 } })).rejects.toThrow();
    expect(await ledgerAndBalance(maria)).toEqual({ points: 0, stamps: 0 });
  });
});

describe("expiry run twice at once", () => {
  it("takes once, and balances stay equal to the ledger", async () => {
    const { company } = await createShop(db, { pointsExpireMonths: 1 });
    const customers = await Promise.all(Array.from({ length: 30 }, () => newCustomer(db, company.id)));
    for (const customer of customers) await purchase(db, company.id, customer.id, athensTime("2029-10-10"), 1000);
    const results = await Promise.all([runExpiry(services, company, "2029-12-01"), runExpiry(services, company, "2029-12-01")]);
    expect(results[0].expired + results[1].expired).toBe(30);
    expect(results[0].points + results[1].points).toBe(300);
    for (const customer of customers) expect(await ledgerAndBalance(customer.id)).toEqual({ points: 0, stamps: 0 });
    expect(await db.pointsExpiry.count({ where: { companyId: company.id } })).toBe(30);
  });

  it("shops without expiry keep everything", async () => {
    const { company } = await createShop(db);
    const customer = await newCustomer(db, company.id);
    await purchase(db, company.id, customer.id, athensTime("2020-01-10"), 1000);
    expect(await runExpiry(services, company, "2030-03-01")).toMatchObject({ expired: 0, warned: 0 });
    expect(await ledgerAndBalance(customer.id)).toEqual({ points: 10, stamps: 0 });
  });
});
