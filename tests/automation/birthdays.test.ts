// Birthday gifts: given once per customer and year, by a re-run or by two runs at once alike, recorded
// with their ScheduleRun, and the shop's message e-mailed only to customers who consented.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIRTHDAY_GIFT_MESSAGE, giveBirthdayGifts } from "../../server/src/automation/birthdays.js";
import { runDailyAutomation } from "../../server/src/automation/daily.js";
import type { Company } from "../../server/src/generated/prisma/client.js";
import { automationServices, notToday } from "./support.js";
import { newCustomer } from "../helpers/customers.js";
import { createShop } from "../helpers/shop.js";

const services = automationServices();
const db = services.db;
const monthDay = notToday("06-15");
const DAY = `2030-${monthDay}`;
const born = (year: number, md = monthDay) => new Date(`${year}-${md}T00:00:00Z`);

afterAll(() => services.close());

async function birthdayShop() {
  const { company } = await createShop(db, {
    birthdayGift: 100,
    stampBirthdayGift: 2,
    birthdayNotification: "Χρόνια πολλά από όλους μας!",
  });
  return company;
}

async function gifts(customerId: string) {
  const points = await db.gifted.findMany({ where: { customerId }, include: { schedule: true } });
  const stamps = await db.stampGifted.findMany({ where: { customerId } });
  const customer = await db.customer.findUniqueOrThrow({ where: { id: customerId } });
  return { points, stamps, balance: { points: customer.points, stamps: customer.stamps } };
}

const mailsTo = (to: string) => db.outboxMessage.findMany({ where: { to } });

describe("birthday gifts", () => {
  let company: Company;
  const people: Record<string, string> = {};
  const email = `birthday-${Date.now()}@example.com`;

  beforeAll(async () => {
    company = await birthdayShop();
    const consenting = await newCustomer(db, company.id, { data: { birthday: born(1990), email, newsAcceptedAt: new Date() } });
    const silent = await newCustomer(db, company.id, { data: { birthday: born(1985), email: `silent-${email}` } });
    const stopped = await newCustomer(db, company.id, { data: { birthday: born(1991), email: `stopped-${email}`, newsAcceptedAt: new Date() } });
    await db.customer.update({ where: { id: stopped.id }, data: { stoppedNotifications: true } });
    const tomorrow = await newCustomer(db, company.id, { data: { birthday: new Date(born(1990).getTime() + 86_400_000) } });
    const unknown = await newCustomer(db, company.id);
    Object.assign(people, { consenting: consenting.id, silent: silent.id, stopped: stopped.id, tomorrow: tomorrow.id, unknown: unknown.id });
  });

  it("gives the shop's points and stamps on the birthday, once, recorded with the day's run", async () => {
    expect(await giveBirthdayGifts(services, company, DAY)).toEqual({ points: 3, stamps: 3, mailed: 1 });
    expect(await giveBirthdayGifts(services, company, DAY)).toEqual({ points: 0, stamps: 0, mailed: 0 });

    const given = await gifts(people.consenting);
    expect(given.balance).toEqual({ points: 100, stamps: 2 });
    expect(given.points).toHaveLength(1);
    expect(given.points[0]).toMatchObject({ points: 100, message: BIRTHDAY_GIFT_MESSAGE });
    expect(given.points[0].schedule).toMatchObject({ name: "birthday", companyId: company.id });
    expect(given.points[0].schedule!.day!.toISOString().slice(0, 10)).toBe(DAY);
    expect(given.stamps).toHaveLength(1);
    expect((await gifts(people.silent)).balance).toEqual({ points: 100, stamps: 2 });
    expect((await gifts(people.tomorrow)).balance).toEqual({ points: 0, stamps: 0 });
    expect((await gifts(people.unknown)).balance).toEqual({ points: 0, stamps: 0 });
  });

  it("e-mails the message only to customers who accepted news and did not opt out", async () => {
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Χρόνια πολλά από ${company.name}!`);
    expect(mails[0].text).toContain("Χρόνια πολλά από όλους μας!");
    expect(mails[0].text).toContain("Σας κάναμε δώρο 100 πόντους και 2 στάμπες.");
    expect(mails[0].text).toContain("/unsubscribe?token=");
    expect(await mailsTo(`silent-${email}`)).toHaveLength(0);
    expect(await mailsTo(`stopped-${email}`)).toHaveLength(0);
  });

  it("gives nothing more in the same year when the birthday is moved, and again the next year", async () => {
    const later = notToday("07-20");
    await db.customer.update({ where: { id: people.silent }, data: { birthday: born(1985, later) } });
    await giveBirthdayGifts(services, company, `2030-${later}`);
    expect((await gifts(people.silent)).points).toHaveLength(1);
    await giveBirthdayGifts(services, company, `2031-${later}`);
    expect((await gifts(people.silent)).balance).toEqual({ points: 200, stamps: 4 });
  });

  it("celebrates 29 February on the 28th in other years", async () => {
    const leapling = await newCustomer(db, company.id, { data: { birthday: new Date("2000-02-29T00:00:00Z") } });
    await giveBirthdayGifts(services, company, "2032-02-28");
    expect((await gifts(leapling.id)).points).toHaveLength(0);
    await giveBirthdayGifts(services, company, "2032-02-29");
    await giveBirthdayGifts(services, company, "2033-02-28");
    expect((await gifts(leapling.id)).points).toHaveLength(2);
  });
});

describe("birthday gifts, two runs at once", () => {
  it("gives once", async () => {
    const company = await birthdayShop();
    const email = `together-${Date.now()}@example.com`;
    const customer = await newCustomer(db, company.id, { data: { birthday: born(1980), email, newsAcceptedAt: new Date() } });
    const results = await Promise.all([
      giveBirthdayGifts(services, company, DAY),
      giveBirthdayGifts(services, company, DAY),
      giveBirthdayGifts(services, company, DAY),
    ]);
    expect(results.reduce((sum, result) => sum + result.points, 0)).toBe(1);
    expect(results.reduce((sum, result) => sum + result.stamps, 0)).toBe(1);
    const given = await gifts(customer.id);
    expect(given.balance).toEqual({ points: 100, stamps: 2 });
    expect(given.points).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await db.scheduleRun.count({ where: { name: "birthday", companyId: company.id } })).toBe(1);
  });

  it("the whole daily run, twice at once, gives once", async () => {
    const company = await birthdayShop();
    const customer = await newCustomer(db, company.id, { data: { birthday: born(1975) } });
    await Promise.all([runDailyAutomation(services, DAY, { companyIds: [company.id] }), runDailyAutomation(services, DAY, { companyIds: [company.id] })]);
    await runDailyAutomation(services, DAY, { companyIds: [company.id] });
    expect((await gifts(customer.id)).balance).toEqual({ points: 100, stamps: 2 });
  });
});

describe("shops without birthday gifts", () => {
  it("give nothing and open no run", async () => {
    const { company } = await createShop(db, { birthdayGift: 0, stampBirthdayGift: 0 });
    const customer = await newCustomer(db, company.id, { data: { birthday: born(1990) } });
    expect(await giveBirthdayGifts(services, company, DAY)).toEqual({ points: 0, stamps: 0, mailed: 0 });
    expect((await gifts(customer.id)).points).toHaveLength(0);
    expect(await db.scheduleRun.count({ where: { companyId: company.id } })).toBe(0);
  });
});
