import type { Db } from "../../server/src/db/client.js";
// coupon.redeem / coupon.create / coupon.get / coupon.stampsGet over HTTP, on the demo shops.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatGreekDateTime } from "../../server/src/lib/dates.js";
import { CODE_ALPHABET } from "../../server/src/rewards/codes.js";
import { insertCoupon, type CouponDraft } from "../../server/src/rewards/issue.js";
import { grantDemoStaff, signInAs, type ApiClient } from "../helpers/client.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { balance, newCustomer } from "../helpers/customers.js";
import { failure } from "../helpers/errors.js";
import { createShop, demoShops } from "../helpers/shop.js";

const reward = (db: Db, companyId: string, title: string) => db.reward.findFirstOrThrow({ where: { companyId, title } });
const stampReward = (db: Db, companyId: string, title: string) => db.stampReward.findFirstOrThrow({ where: { companyId, title } });

let server: TestServer;
let owner: ApiClient;
let staff: ApiClient;
let nikosOwner: ApiClient;
let shops: Awaited<ReturnType<typeof demoShops>>;

const DAY = 86_400_000;
const POINTS_CODE = new RegExp(`^P[${CODE_ALPHABET}]{9}$`);
const STAMPS_CODE = new RegExp(`^S[${CODE_ALPHABET}]{9}$`);

beforeAll(async () => {
  server = await startServer();
  // The demo employee is a cashier with the customers, history and exports granted (counter only by default).
  await grantDemoStaff(server.db);
  [owner, staff, nikosOwner] = await Promise.all([signInAs(server.url, "owner"), signInAs(server.url, "staff"), signInAs(server.url, "nikos")]);
  shops = await demoShops(server.db);
});
afterAll(() => server?.close());

async function couponFor(customerId: string, draft: Partial<CouponDraft> = {}, kind: "points" | "stamps" = "points") {
  return insertCoupon(server.db, kind, {
    customerId,
    rewardId: null,
    title: "Δωρεάν espresso",
    description: null,
    url: null,
    points: 0,
    validUntil: null,
    usedAt: null,
    ...draft,
  });
}

const usedAtOf = async (code: string) => (await server.db.coupon.findUniqueOrThrow({ where: { code } })).usedAt;

describe("coupon.redeem", () => {
  it("redeems a shop's coupon as typed at the counter (lower case, spaces, dashes), for an employee too", async () => {
    const customer = await newCustomer(server.db, shops.athina.id, { data: { firstName: "Ελένη", lastName: "Μαρκοπούλου" } });
    const { code } = await couponFor(customer.id);
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4, 7)} ${code.slice(7)}`;
    const result = await staff.trpc.coupon.redeem.mutate({ code: typed });
    expect(result).toMatchObject({ code, title: "Δωρεάν espresso", customer: { phone: customer.phone, firstName: "Ελένη", lastName: "Μαρκοπούλου" } });
    const usedAt = await usedAtOf(code);
    expect(usedAt).not.toBeNull();
    expect(result.usedAt).toBe(usedAt!.toISOString());
    expect(Math.abs(usedAt!.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("redeems stamp coupons too", async () => {
    const customer = await newCustomer(server.db, shops.athina.id);
    const { code } = await couponFor(customer.id, { title: "Δωρεάν καφές" }, "stamps");
    const result = await owner.trpc.coupon.redeem.mutate({ code });
    expect(result.title).toBe("Δωρεάν καφές");
    expect((await server.db.stampCoupon.findUniqueOrThrow({ where: { code } })).usedAt).not.toBeNull();
  });

  it("answers an unknown code with NOT_FOUND", async () => {
    const error = await failure(owner.trpc.coupon.redeem.mutate({ code: "PAAAAAAAAA" }));
    expect(error.data?.code).toBe("NOT_FOUND");
    expect(error.message).toBe("Άγνωστος κωδικός.");
  });

  it("refuses a used coupon with CONFLICT and the date it was used", async () => {
    const customer = await newCustomer(server.db, shops.athina.id);
    const { code } = await couponFor(customer.id);
    await owner.trpc.coupon.redeem.mutate({ code });
    const usedAt = await usedAtOf(code);
    const error = await failure(owner.trpc.coupon.redeem.mutate({ code }));
    expect(error.data?.code).toBe("CONFLICT");
    expect(error.message).toBe(`Έχει ήδη εξαργυρωθεί στις ${formatGreekDateTime(usedAt!)}.`);
    expect(await usedAtOf(code)).toEqual(usedAt);
  });

  it("refuses an expired coupon with PRECONDITION_FAILED and its expiry date, leaving it unused", async () => {
    const customer = await newCustomer(server.db, shops.athina.id);
    const validUntil = new Date(Date.now() - DAY);
    const { code } = await couponFor(customer.id, { validUntil });
    const error = await failure(owner.trpc.coupon.redeem.mutate({ code }));
    expect(error.data?.code).toBe("PRECONDITION_FAILED");
    expect(error.message).toBe(`Έληξε στις ${formatGreekDateTime(validUntil)}.`);
    expect(await usedAtOf(code)).toBeNull();
  });

  it("answers another shop's code exactly like an unknown one and leaves it untouched", async () => {
    const bakeryCustomer = await newCustomer(server.db, shops.nikos.id);
    const { code } = await couponFor(bakeryCustomer.id, { title: "Δωρεάν κουλούρι" });
    const error = await failure(owner.trpc.coupon.redeem.mutate({ code }));
    expect(error.data?.code).toBe("NOT_FOUND");
    expect(error.message).toBe("Άγνωστος κωδικός.");
    expect(await usedAtOf(code)).toBeNull();
    // The bakery itself can still redeem it.
    await nikosOwner.trpc.coupon.redeem.mutate({ code });
    expect(await usedAtOf(code)).not.toBeNull();
  });

  it("lets exactly one of five cashiers redeeming the same code at once succeed", async () => {
    const customer = await newCustomer(server.db, shops.athina.id);
    const { code } = await couponFor(customer.id);
    const cashiers = [owner, staff, owner, staff, owner];
    const results = await Promise.allSettled(cashiers.map((cashier) => cashier.trpcUnbatched.coupon.redeem.mutate({ code })));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === "rejected");
    expect(refused.map((result) => result.reason.data.code)).toEqual(["CONFLICT", "CONFLICT", "CONFLICT", "CONFLICT"]);
  });

  it("is refused when the shop has the redeem permission off", async () => {
    const shop = await createShop(server.db, {}, ["redeem"]);
    const client = await shop.signIn(server.url);
    const error = await failure(client.trpc.coupon.redeem.mutate({ code: "PAAAAAAAAA" }));
    expect(error.data?.code).toBe("FORBIDDEN");
  });

  it("answers an empty code with BAD_REQUEST", async () => {
    const error = await failure(owner.trpc.coupon.redeem.mutate({ code: "  " }));
    expect(error.data?.code).toBe("BAD_REQUEST");
  });
});

describe("coupon.create", () => {
  it("turns a point reward into a coupon and deducts its points in the same step", async () => {
    const customer = await newCustomer(server.db, shops.athina.id, { points: 130 });
    const espresso = await reward(server.db, shops.athina.id, "Δωρεάν espresso");
    const coupon = await staff.trpc.coupon.create.mutate({ rewardId: espresso.id, customerId: customer.id });
    expect(coupon).toEqual({ code: expect.stringMatching(POINTS_CODE), title: "Δωρεάν espresso", points: 50, validUntil: null, usedAt: null });
    expect(await balance(server.db, customer.id)).toMatchObject({ points: 80 });
    const row = await server.db.coupon.findUniqueOrThrow({ where: { code: coupon.code } });
    expect(row).toMatchObject({ customerId: customer.id, rewardId: espresso.id, points: 50, usedAt: null });
  });

  it("gives the coupon the reward's validity and amount; redeemInstant creates it already redeemed", async () => {
    const customer = await newCustomer(server.db, shops.athina.id, { points: 400 });
    const seasonal = await reward(server.db, shops.athina.id, "Μελομακάρονα (κουτί 6 τεμ.)");
    const coupon = await owner.trpc.coupon.create.mutate({ rewardId: seasonal.id, customerId: customer.id });
    expect(coupon.validUntil).toBe(seasonal.validUntil!.toISOString());
    const discount = await reward(server.db, shops.athina.id, "Έκπτωση 5€");
    const instant = await owner.trpc.coupon.create.mutate({ rewardId: discount.id, customerId: customer.id, redeemInstant: true });
    expect(instant.usedAt).not.toBeNull();
    expect((await server.db.coupon.findUniqueOrThrow({ where: { code: instant.code } })).amount).toBe(500);
    expect(await balance(server.db, customer.id)).toMatchObject({ points: 400 - 120 - 150 });
  });

  it("refuses a reward the customer cannot afford with CONFLICT and creates nothing", async () => {
    const customer = await newCustomer(server.db, shops.athina.id, { points: 49 });
    const espresso = await reward(server.db, shops.athina.id, "Δωρεάν espresso");
    const error = await failure(owner.trpc.coupon.create.mutate({ rewardId: espresso.id, customerId: customer.id }));
    expect(error.data?.code).toBe("CONFLICT");
    expect(error.message).toBe("Ο πελάτης δεν έχει αρκετούς πόντους.");
    expect(await server.db.coupon.count({ where: { customerId: customer.id } })).toBe(0);
    expect(await balance(server.db, customer.id)).toMatchObject({ points: 49 });
  });

  it("lets five concurrent creations racing for points enough for two make exactly two coupons", async () => {
    const customer = await newCustomer(server.db, shops.athina.id, { points: 100 });
    const espresso = await reward(server.db, shops.athina.id, "Δωρεάν espresso");
    const cashiers = [owner, staff, owner, staff, owner];
    const results = await Promise.allSettled(
      cashiers.map((cashier) => cashier.trpcUnbatched.coupon.create.mutate({ rewardId: espresso.id, customerId: customer.id })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(2);
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === "rejected");
    expect(refused.map((result) => result.reason.message)).toEqual(Array(3).fill("Ο πελάτης δεν έχει αρκετούς πόντους."));
    expect(await server.db.coupon.count({ where: { customerId: customer.id } })).toBe(2);
    expect(await balance(server.db, customer.id)).toMatchObject({ points: 0 });
  });

  it("turns a stamp reward into an S coupon, spending stamps", async () => {
    const customer = await newCustomer(server.db, shops.athina.id, { stamps: 10 });
    const coffee = await stampReward(server.db, shops.athina.id, "Δωρεάν καφές");
    const coupon = await owner.trpc.coupon.create.mutate({ rewardId: coffee.id, customerId: customer.id, isStamp: true, redeemInstant: true });
    expect(coupon).toMatchObject({ code: expect.stringMatching(STAMPS_CODE), title: "Δωρεάν καφές", points: 8 });
    expect(coupon.usedAt).not.toBeNull();
    expect(await balance(server.db, customer.id)).toEqual({ points: 0, stamps: 2 });
    const error = await failure(owner.trpc.coupon.create.mutate({ rewardId: coffee.id, customerId: customer.id, isStamp: true }));
    expect(error.data?.code).toBe("CONFLICT");
    expect(error.message).toBe("Ο πελάτης δεν έχει αρκετές στάμπες.");
    expect(await server.db.stampCoupon.count({ where: { customerId: customer.id } })).toBe(1);
  });

  it("gives a hidden reward for free, and only as a hidden reward", async () => {
    const customer = await newCustomer(server.db, shops.athina.id);
    const treat = await reward(server.db, shops.athina.id, "Κέρασμα του καταστήματος");
    const coupon = await staff.trpc.coupon.create.mutate({ rewardId: treat.id, customerId: customer.id, hidden: true });
    expect(coupon).toMatchObject({ code: expect.stringMatching(POINTS_CODE), title: "Κέρασμα του καταστήματος", points: 0 });
    // A visible reward cannot be had for free by calling it hidden, nor a hidden one bought as visible.
    const espresso = await reward(server.db, shops.athina.id, "Δωρεάν espresso");
    expect((await failure(owner.trpc.coupon.create.mutate({ rewardId: espresso.id, customerId: customer.id, hidden: true }))).data?.code).toBe("NOT_FOUND");
    expect((await failure(owner.trpc.coupon.create.mutate({ rewardId: treat.id, customerId: customer.id }))).data?.code).toBe("NOT_FOUND");
    expect(await server.db.coupon.count({ where: { customerId: customer.id } })).toBe(1);
  });

  it("refuses inactive and expired rewards with PRECONDITION_FAILED", async () => {
    const customer = await newCustomer(server.db, shops.athina.id, { points: 500 });
    const inactive = await reward(server.db, shops.athina.id, "Παγωτό χωνάκι");
    const error = await failure(owner.trpc.coupon.create.mutate({ rewardId: inactive.id, customerId: customer.id }));
    expect(error.data?.code).toBe("PRECONDITION_FAILED");
    const expired = await server.db.reward.create({
      data: { companyId: shops.athina.id, title: "Ληγμένη προσφορά δοκιμής", points: 10, validUntil: new Date(Date.now() - DAY) },
    });
    const expiredError = await failure(owner.trpc.coupon.create.mutate({ rewardId: expired.id, customerId: customer.id }));
    expect(expiredError.data?.code).toBe("PRECONDITION_FAILED");
    expect(await balance(server.db, customer.id)).toMatchObject({ points: 500 });
  });

  it("answers another shop's reward or customer with NOT_FOUND and creates nothing", async () => {
    const customer = await newCustomer(server.db, shops.athina.id, { points: 500 });
    const bakeryCustomer = await newCustomer(server.db, shops.nikos.id, { points: 500 });
    const bakeryReward = await server.db.reward.findFirstOrThrow({ where: { companyId: shops.nikos.id, active: true, hidden: false } });
    const espresso = await reward(server.db, shops.athina.id, "Δωρεάν espresso");
    const otherReward = await failure(owner.trpc.coupon.create.mutate({ rewardId: bakeryReward.id, customerId: customer.id }));
    expect(otherReward.data?.code).toBe("NOT_FOUND");
    const otherCustomer = await failure(owner.trpc.coupon.create.mutate({ rewardId: espresso.id, customerId: bakeryCustomer.id }));
    expect(otherCustomer.data?.code).toBe("NOT_FOUND");
    expect(otherCustomer.message).toBe("Ο πελάτης δεν βρέθηκε.");
    expect(await server.db.coupon.count({ where: { customerId: { in: [customer.id, bakeryCustomer.id] } } })).toBe(0);
    expect(await balance(server.db, bakeryCustomer.id)).toMatchObject({ points: 500 });
  });
});

describe("coupon.get / coupon.stampsGet", () => {
  it("lists the shop's coupons newest first in keyset pages, filtered by customer, unused and code or phone", async () => {
    const customer = await newCustomer(server.db, shops.athina.id);
    const older = await couponFor(customer.id, { title: "Πρώτο" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await couponFor(customer.id, { title: "Δεύτερο", amount: 250 });
    await owner.trpc.coupon.redeem.mutate({ code: older.code });

    const first = await staff.trpc.coupon.get.query({ customerId: customer.id, limit: 1 });
    expect(first.count).toBe(2);
    expect(first.body).toEqual([
      {
        code: newer.code,
        title: "Δεύτερο",
        points: 0,
        amount: "250",
        createdAt: expect.any(String),
        usedAt: null,
        validUntil: null,
        cancelledAt: null,
        hidden: false,
        createdBy: null,
        customer: { id: customer.id, phone: customer.phone, firstName: null, lastName: null },
      },
    ]);
    const second = await staff.trpc.coupon.get.query({ customerId: customer.id, limit: 1, cursor: first.nextCursor });
    expect(second.body.map((coupon) => coupon.code)).toEqual([older.code]);
    expect(second.nextCursor).toBeNull();

    const unused = await owner.trpc.coupon.get.query({ customerId: customer.id, unusedOnly: true });
    expect(unused.body.map((coupon) => coupon.code)).toEqual([newer.code]);
    const byPhone = await owner.trpc.coupon.get.query({ text: customer.phone.slice(3) });
    expect(byPhone.body.map((coupon) => coupon.code)).toEqual([newer.code, older.code]);
    const byCode = await owner.trpc.coupon.get.query({ text: older.code.toLowerCase() });
    expect(byCode.body.map((coupon) => coupon.code)).toEqual([older.code]);
    // A name finds the coupons of the customers of that name, as the purchase history does.
    await server.db.customer.update({ where: { id: customer.id }, data: { firstName: "Ξανθίππη", lastName: "Κουπονά" } });
    const byName = await owner.trpc.coupon.get.query({ text: "κουπονά ξανθίππη" });
    expect(byName.body.map((coupon) => coupon.code)).toEqual([newer.code, older.code]);
    expect((await owner.trpc.coupon.get.query({ text: "Ξανθίππη Άλλη" })).count).toBe(0);
  });

  it("keeps stamp coupons apart and never shows another shop's coupons", async () => {
    const customer = await newCustomer(server.db, shops.athina.id);
    const stamp = await couponFor(customer.id, { title: "Δωρεάν καφές" }, "stamps");
    const stamps = await owner.trpc.coupon.stampsGet.query({ customerId: customer.id });
    expect(stamps.body).toEqual([expect.objectContaining({ code: stamp.code, title: "Δωρεάν καφές", customer: expect.objectContaining({ id: customer.id }) })]);
    expect(stamps.body[0]).not.toHaveProperty("amount");
    expect((await owner.trpc.coupon.get.query({ customerId: customer.id })).count).toBe(0);
    const bakery = await nikosOwner.trpc.coupon.stampsGet.query({ customerId: customer.id });
    expect(bakery).toEqual({ count: 0, body: [], nextCursor: null });
  });

  it("answers a forged cursor with BAD_REQUEST", async () => {
    const error = await failure(owner.trpc.coupon.get.query({ cursor: "not-a-cursor" }));
    expect(error.data?.code).toBe("BAD_REQUEST");
  });
});

describe("CSV export of coupons", () => {
  const lines = (text: string) =>
    text
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean);

  it("sends the list's coupons with its filter, points and stamps apart", async () => {
    const customer = await newCustomer(server.db, shops.athina.id, { data: { firstName: "Ρένα" } });
    const older = await couponFor(customer.id, { title: "Έκπτωση; 2,50€", amount: 250 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await couponFor(customer.id, { title: "Δωρεάν espresso", validUntil: new Date(Date.now() + DAY) });
    await owner.trpc.coupon.redeem.mutate({ code: older.code });
    const stamp = await couponFor(customer.id, { title: "Δωρεάν καφές" }, "stamps");

    const response = await staff.fetch(`/api/export/coupons.csv?text=${customer.phone.slice(3)}`);
    expect(response.status).toBe(200);
    const [header, ...rows] = lines(await response.text());
    expect(header).toBe("Κωδικός;Τίτλος;Πόντοι;Αξία (€);Τηλέφωνο;Όνομα;Επώνυμο;Δημιουργία;Εξαργύρωση;Λήξη");
    expect(rows).toHaveLength(2);
    const date = "\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d";
    expect(rows[0]).toMatch(new RegExp(`^${newer.code};Δωρεάν espresso;0;0,00;\\${customer.phone};Ρένα;;${date};;${date}$`));
    expect(rows[1]).toMatch(new RegExp(`^${older.code};"Έκπτωση; 2,50€";0;2,50;\\${customer.phone};Ρένα;;${date};${date};$`));
    const unused = lines(await (await staff.fetch(`/api/export/coupons.csv?customerId=${customer.id}&unusedOnly=true`)).text());
    expect(unused.slice(1).map((row) => row.split(";")[0])).toEqual([newer.code]);

    const stamps = lines(await (await owner.fetch(`/api/export/stamps-coupons.csv?customerId=${customer.id}`)).text());
    expect(stamps[0]).toBe("Κωδικός;Τίτλος;Στάμπες;Τηλέφωνο;Όνομα;Επώνυμο;Δημιουργία;Εξαργύρωση;Λήξη");
    expect(stamps.slice(1).map((row) => row.split(";")[0])).toEqual([stamp.code]);
  });

  it("streams every batch of a long list", async () => {
    const shop = await createShop(server.db);
    const customer = await server.db.customer.create({ data: { companyId: shop.company.id, phone: "+306900000000" } });
    const start = Date.now();
    await server.db.coupon.createMany({
      data: Array.from({ length: 1203 }, (_, i) => ({
        code: `P${String(i).padStart(9, "0")}`,
        title: `Κουπόνι ${i}`,
        points: 0,
        customerId: customer.id,
        createdAt: new Date(start - (i % 600) * 1000),
      })),
    });
    const client = await shop.signIn(server.url);
    const rows = lines(await (await client.fetch("/api/export/coupons.csv")).text()).slice(1);
    expect(rows).toHaveLength(1203);
    expect(new Set(rows.map((row) => row.split(";")[0])).size).toBe(1203);
  });
});
