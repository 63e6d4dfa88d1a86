// The admin's home page over HTTP: the shop's day so far beside the same weekday last week (Athens days,
// cut after the current Athens hour on both days), the owner's campaigns waiting for review and next
// steps, the platform's review queue, and the analytics' previous period. Rows are dated around the real
// clock, since the server reads it: just after and just before Athens midnight, today and a week ago.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/src/db/client.js";
import { addDays } from "../../server/src/shared/analytics.js";
import { signIn, signInAs, type ApiClient } from "../helpers/client.js";
import { addSubmission } from "../helpers/campaigns.js";
import { newCustomer } from "../helpers/customers.js";
import { failure } from "../helpers/errors.js";
import { athensTime, purchase, stampPurchase, today } from "../helpers/ledger.js";
import { createShop, type TestShop } from "../helpers/shop.js";
import { createEmployee } from "../helpers/staff.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { couponCode } from "../helpers/unique.js";

let server: TestServer;
let shop: TestShop;
let owner: ApiClient;
let other: TestShop;
let otherOwner: ApiClient;
let day: string;
let hour: number;

const athensHour = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Athens", hour: "2-digit", hourCycle: "h23" });
const seconds = (at: Date, count: number) => new Date(at.getTime() + count * 1000);
const customerAt = (db: Db, companyId: string, createdAt: Date) => newCustomer(db, companyId, { data: { createdAt } });

beforeAll(async () => {
  server = await startServer();
  const db = server.db;
  [shop, other] = await Promise.all([createShop(db), createShop(db)]);
  [owner, otherOwner] = await Promise.all([shop.signIn(server.url), other.signIn(server.url)]);
  day = today();
  hour = Number(athensHour.format(new Date()));
  const lastWeek = addDays(day, -7);
  const midnight = athensTime(day, "00:00");
  const lastWeekMidnight = athensTime(lastWeek, "00:00");
  const company = shop.company.id;

  // Today, just after midnight: a customer joins and buys (12 points), gets a stamp, a gift of 50 points
  // and 2 stamps, and redeems a 10-point coupon; a purchase of 00:01 is cancelled.
  const joined = (await customerAt(db, company, seconds(midnight, 30))).id;
  await purchase(db, company, joined, seconds(midnight, 30), 1200);
  await stampPurchase(db, company, joined, seconds(midnight, 40));
  await db.gifted.create({ data: { companyId: company, customerId: joined, points: 50, createdAt: seconds(midnight, 50) } });
  await db.stampGifted.create({ data: { companyId: company, customerId: joined, points: 2, createdAt: seconds(midnight, 50) } });
  await purchase(db, company, joined, seconds(midnight, 60), 4000, { cancelledAt: seconds(midnight, 90) });
  const todayCoupon = couponCode();
  await db.coupon.create({ data: { code: todayCoupon, points: 10, title: "Espresso", customerId: joined, createdAt: seconds(midnight, 360) } });
  await db.coupon.update({ where: { code: todayCoupon }, data: { usedAt: seconds(midnight, 600) } });

  // Yesterday, just before midnight: in neither day.
  const lateYesterday = (await customerAt(db, company, seconds(midnight, -60))).id;
  await purchase(db, company, lateYesterday, seconds(midnight, -30), 3000);

  // The same weekday last week: a customer joins just after midnight and buys (5 points), buys again at
  // the current hour (3 points: still inside the window), and redeems a 5-point coupon.
  const lastWeekCustomer = (await customerAt(db, company, seconds(lastWeekMidnight, 10))).id;
  await purchase(db, company, lastWeekCustomer, seconds(lastWeekMidnight, 30), 500);
  await purchase(db, company, lastWeekCustomer, athensTime(lastWeek, `${String(hour).padStart(2, "0")}:00`), 300);
  const lastWeekCoupon = couponCode();
  await db.coupon.create({
    data: { code: lastWeekCoupon, points: 5, title: "Espresso", customerId: lastWeekCustomer, createdAt: seconds(lastWeekMidnight, 60) },
  });
  await db.coupon.update({ where: { code: lastWeekCoupon }, data: { usedAt: seconds(lastWeekMidnight, 1200) } });
  // The evening before last week's day, and two hours after this moment a week ago (a later hour of that
  // day, or the next day): outside the window.
  const outside = (await customerAt(db, company, athensTime(addDays(lastWeek, -3)))).id;
  await purchase(db, company, outside, seconds(lastWeekMidnight, -30), 700);
  await purchase(db, company, outside, new Date(Date.now() - 7 * 86_400_000 + 2 * 3_600_000), 900);

  // The other shop: one purchase today, by a customer who joined today.
  const theirs = (await customerAt(db, other.company.id, seconds(midnight, 30))).id;
  await purchase(db, other.company.id, theirs, seconds(midnight, 120), 2500);
});

afterAll(async () => {
  await server?.close();
});

describe("the shop's day: today so far beside the same weekday last week", () => {
  it("counts today's purchases, points, stamps, new customers and redeemed coupons against last week's up to the same hour", async () => {
    const summary = await owner.trpc.analytics.shopToday.query();
    expect(summary.day).toBe(day);
    expect(summary.lastWeekDay).toBe(addDays(day, -7));
    // The hour may have turned between the rows above and the call; nothing above depends on which.
    expect(summary.untilHour === hour || summary.untilHour === (hour + 1) % 24).toBe(true);
    expect(summary.today).toEqual({ purchases: 1, revenue: "1200", points: 62, stamps: 3, newCustomers: 1, couponsRedeemed: 1 });
    expect(summary.lastWeek).toEqual({ purchases: 2, revenue: "800", points: 8, stamps: 0, newCustomers: 1, couponsRedeemed: 1 });
  });

  it("counts only the caller's shop", async () => {
    const theirs = await otherOwner.trpc.analytics.shopToday.query();
    expect(theirs.today).toEqual({ purchases: 1, revenue: "2500", points: 25, stamps: 0, newCustomers: 1, couponsRedeemed: 0 });
    expect(theirs.lastWeek).toEqual({ purchases: 0, revenue: "0", points: 0, stamps: 0, newCustomers: 0, couponsRedeemed: 0 });
  });

  it("is refused to employees, whatever the owner granted them, and to a shop without the analytics-shop flag", async () => {
    const { member, email, password } = await createEmployee(server.db, shop.company.slug);
    await server.db.employee.update({ where: { id: member.id }, data: { access: "CUSTOMERS_AND_EXPORTS" } });
    const employee = await signIn(server.url, email, password);
    const refused = await failure(employee.trpc.analytics.shopToday.query());
    expect(refused.data?.code).toBe("FORBIDDEN");
    expect(refused.message).toBe("Μόνο ο ιδιοκτήτης του καταστήματος μπορεί να το κάνει αυτό.");
    expect((await failure((await signInAs(server.url, "staff")).trpc.analytics.shopToday.query())).data?.code).toBe("FORBIDDEN");
    const closed = await createShop(server.db, {}, ["analytics-shop"]);
    const closedOwner = await closed.signIn(server.url);
    expect((await failure(closedOwner.trpc.analytics.shopToday.query())).message).toBe("Η λειτουργία δεν είναι ενεργή για το κατάστημα.");
  });
});

describe("the owner's campaigns waiting for review and next steps", () => {
  it("suggests the first steps of a new shop", async () => {
    const fresh = await createShop(server.db);
    const home = await (await fresh.signIn(server.url)).trpc.home.shop.query();
    expect(home).toEqual({
      pendingReview: 0,
      steps: [{ kind: "create-reward" }, { kind: "create-stamp-reward" }, { kind: "first-purchase" }, { kind: "invite-staff" }],
    });
  });

  it("counts the shop's own submissions waiting for review and puts rejected and approved campaigns first", async () => {
    const db = server.db;
    const company = shop.company.id;
    await addSubmission(db, company, "SMS", "PENDING_REVIEW");
    await addSubmission(db, company, "PUSH", "PENDING_REVIEW");
    const rejected = await addSubmission(db, company, "EMAIL", "REJECTED");
    const approved = await addSubmission(db, company, "PUSH", "APPROVED");
    await addSubmission(db, company, "SMS", "EXECUTED");
    // Another shop's submission is not this shop's to count.
    await addSubmission(db, other.company.id, "SMS", "PENDING_REVIEW");
    await db.reward.create({ data: { companyId: company, points: 10, title: "Espresso" } });
    await db.staffInvitation.create({
      data: { companyId: company, email: "new@example.com", tokenHash: couponCode(), expiresAt: new Date(Date.now() + 86_400_000) },
    });

    const home = await owner.trpc.home.shop.query();
    expect(home.pendingReview).toBe(2);
    expect(home.steps).toEqual([
      { kind: "fix-campaign", id: rejected.id, type: "EMAIL", title: rejected.title },
      { kind: "launch-campaign", id: approved.id, type: "PUSH", title: approved.title },
      { kind: "create-stamp-reward" },
    ]);
    expect((await otherOwner.trpc.home.shop.query()).pendingReview).toBe(1);
  });

  it("leaves out the campaigns of a shop without them, and is the owner's only", async () => {
    const closed = await createShop(server.db, {}, ["notifications"]);
    await addSubmission(server.db, closed.company.id, "SMS", "REJECTED");
    const home = await (await closed.signIn(server.url)).trpc.home.shop.query();
    expect(home.pendingReview).toBeNull();
    expect(home.steps.map((step) => step.kind)).not.toContain("fix-campaign");
    const staff = await signInAs(server.url, "staff");
    expect((await failure(staff.trpc.home.shop.query())).data?.code).toBe("FORBIDDEN");
  });

  it("gives the platform admin every shop's review queue, and no one else", async () => {
    const admin = await signInAs(server.url, "admin");
    const before = await server.db.alertReview.count({ where: { status: "PENDING_REVIEW" } });
    await addSubmission(server.db, other.company.id, "PUSH", "PENDING_REVIEW");
    const { reviewQueue } = await admin.trpc.home.platform.query();
    // Other test files may add submissions meanwhile.
    expect(reviewQueue).toBeGreaterThanOrEqual(before + 1);
    expect(reviewQueue).toBeLessThanOrEqual(await server.db.alertReview.count({ where: { status: "PENDING_REVIEW" } }));
    expect((await failure(owner.trpc.home.platform.query())).data?.code).toBe("FORBIDDEN");
  });
});

describe("the analytics' previous period", () => {
  it("gives the totals of the period of equal length just before the chosen one", async () => {
    const db = server.db;
    const company = other.company.id;
    const customer = (await customerAt(db, company, athensTime("2025-02-01"))).id;
    await purchase(db, company, customer, athensTime("2025-03-01", "00:10"), 1000);
    await purchase(db, company, customer, athensTime("2025-03-07", "23:50"), 2000);
    await purchase(db, company, customer, athensTime("2025-03-08", "00:10"), 4000);
    // Before the previous period: not in it.
    await purchase(db, company, customer, athensTime("2025-02-28", "23:50"), 8000);

    const overview = await otherOwner.trpc.analytics.shopOverview.query({ from: "2025-03-08", to: "2025-03-14", interval: "day" });
    expect(overview.totals).toMatchObject({ purchases: 1, revenue: "4000" });
    expect(overview.previous.from).toBe("2025-03-01");
    expect(overview.previous.to).toBe("2025-03-07");
    expect(overview.previous.totals).toMatchObject({ purchases: 2, revenue: "3000", averageTicket: "1500", activeCustomers: 1 });
  });
});
