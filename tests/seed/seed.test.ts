// The demo data (prisma/seed): loads into an empty database, twice at once and once more without
// duplicating anything, keeps every balance equal to its ledger, and signs the four demo users in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../../prisma/seed/seed.js";
import { DEMO_SIGN_INS } from "../../prisma/seed/accounts.js";
import { verifyPassword } from "../../server/src/auth/password.js";
import { isValidAfm } from "../../server/src/shared/afm.js";
import { createDb, type Db } from "../../server/src/db/client.js";
import { migrate } from "../../server/src/db/migrate.js";
import { scratchDatabase, type ScratchDatabase } from "../helpers/database.js";
import { customersOffLedger } from "../helpers/ledger.js";

const DAY = 86_400_000;
let database: ScratchDatabase;
let db: Db;
let other: Db;

beforeAll(async () => {
  database = await scratchDatabase();
  await migrate(database.url);
  db = createDb(database.url, 2);
  other = createDb(database.url, 2);
});

afterAll(async () => {
  await db?.$disconnect();
  await other?.$disconnect();
  await database?.drop();
});

/** Rows in every table of the schema. */
async function tableCounts(): Promise<Record<string, number>> {
  const tables = await db.$queryRaw<{ name: string }[]>`
    SELECT table_name::text AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'`;
  const union = tables.map(({ name }) => `SELECT '${name}' AS name, count(*) AS rows FROM "${name}"`).join(" UNION ALL ");
  const rows = await db.$queryRawUnsafe<{ name: string; rows: bigint }[]>(union);
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.rows)]));
}

describe("demo data", () => {
  let afterFirstRuns: Record<string, number>;

  beforeAll(async () => {
    // The server's first start and a test setup may seed the same empty database at the same moment.
    await Promise.all([seed(db), seed(other)]);
    afterFirstRuns = await tableCounts();
    await seed(db);
  }, 600_000);

  it("adds nothing when seeded again", async () => {
    expect(afterFirstRuns.Company).toBe(7);
    expect(await tableCounts()).toEqual(afterFirstRuns);
  });

  it("keeps every customer's points, stamps and last visit equal to the ledger", async () => {
    expect(await db.customer.count()).toBeGreaterThan(0);
    expect(await customersOffLedger(db)).toEqual([]);
  });

  it("signs in the owner, the cashier, the platform admin and the bakery's owner", async () => {
    for (const { email, password, platformAdmin } of DEMO_SIGN_INS) {
      const user = await db.user.findUniqueOrThrow({ where: { email }, include: { accounts: true } });
      expect(user).toMatchObject({ platformAdmin });
      expect(user.name && user.firstName && user.lastName && user.emailVerified).toBeTruthy();
      const [account] = user.accounts;
      expect(account).toMatchObject({ type: "credentials", provider: "credentials", providerAccountId: user.id });
      expect(await verifyPassword(account.password!, password)).toBe(true);
    }
    const athina = await db.company.findUniqueOrThrow({ where: { slug: "kafe-athina" }, include: { owner: true, employees: { include: { user: true } } } });
    expect(athina.owner.email).toBe("owner@kafe-athina.gr");
    expect(Object.fromEntries(athina.employees.map((employee) => [employee.user.email, employee.role]))).toEqual({
      "owner@kafe-athina.gr": "OWNER",
      "staff@kafe-athina.gr": "EMPLOYEE",
    });
    const nikos = await db.company.findUniqueOrThrow({ where: { slug: "fournos-nikos" }, include: { owner: true } });
    expect(nikos.owner.email).toBe("owner@fournos-nikos.gr");
  });

  it("gives Καφέ Αθηνά a year of Greek customers, purchases, stamps, gifts and coupons", async () => {
    const shop = await db.company.findUniqueOrThrow({
      where: { slug: "kafe-athina" },
      include: { stores: true, rewards: true, stampRewards: true, customOptions: true, tags: { include: { tag: true } } },
    });
    expect(shop).toMatchObject({ name: "Καφέ Αθηνά", pointsEnabled: true, stampsEnabled: true, pointsMult: 1 });
    expect(shop.stores).toHaveLength(2);
    expect(shop.tags.map(({ tag }) => tag.label).sort()).toEqual(["Take away", "Γλυκό", "Καφές", "Πρωινό"]);
    expect(shop.rewards.find((reward) => reward.hidden && reward.giftOnNthTransaction === 10)).toBeDefined();
    expect(shop.stampRewards.length).toBeGreaterThan(0);
    expect(new Set(shop.customOptions.map((option) => option.type))).toEqual(new Set(["LIST", "BOOLEAN"]));

    const companyId = shop.id;
    const customers = await db.customer.findMany({ where: { companyId } });
    expect(customers.length).toBeGreaterThanOrEqual(190);
    for (const customer of customers) expect(customer.phone).toMatch(/^\+3069\d{8}$/);
    expect(customers.some((customer) => /[α-ω]/i.test(customer.lastName ?? ""))).toBe(true);
    expect(customers.some((customer) => customer.birthday)).toBe(true);
    expect(customers.some((customer) => customer.note)).toBe(true);
    expect(await db.customerField.count({ where: { customer: { companyId } } })).toBeGreaterThan(0);

    const purchases = await db.transaction.aggregate({ where: { companyId }, _count: true, _min: { createdAt: true }, _max: { createdAt: true } });
    expect(purchases._count).toBeGreaterThanOrEqual(4500);
    expect(purchases._min.createdAt!.getTime()).toBeGreaterThan(Date.now() - 366 * DAY);
    expect(purchases._max.createdAt!.getTime()).toBeGreaterThan(Date.now() - 7 * DAY);
    expect(await db.transaction.count({ where: { companyId, tags: { some: {} } } })).toBeGreaterThan(0);
    const wrongPoints = await db.$queryRaw<unknown[]>`
      SELECT id FROM "Transaction" WHERE "companyId" = ${companyId} AND points <> floor(amount / 100) * "pointsMult"`;
    expect(wrongPoints).toEqual([]);
    // Some cancelled recently enough to still be cancellable (7 days), some older.
    expect(await db.transaction.count({ where: { companyId, cancelledAt: { gte: new Date(Date.now() - 7 * DAY) } } })).toBeGreaterThan(0);
    expect(await db.transaction.count({ where: { companyId, cancelledAt: { lt: new Date(Date.now() - 7 * DAY) } } })).toBeGreaterThan(0);

    expect(await db.stampTransaction.count({ where: { companyId } })).toBeGreaterThan(0);
    expect(await db.gifted.count({ where: { companyId } })).toBeGreaterThan(0);
    expect(await db.stampGifted.count({ where: { companyId } })).toBeGreaterThan(0);
    expect(await db.coupon.count({ where: { customer: { companyId }, usedAt: null } })).toBeGreaterThan(0);
    expect(await db.coupon.count({ where: { customer: { companyId }, usedAt: { not: null } } })).toBeGreaterThan(0);
    expect(await db.coupon.count({ where: { customer: { companyId }, reward: { giftOnNthTransaction: 10 } } })).toBeGreaterThan(0);
    expect(await db.stampCoupon.count({ where: { customer: { companyId } } })).toBeGreaterThan(0);

    const reviews = await db.alertReview.groupBy({ by: ["type", "status"], where: { companyId }, _count: true });
    expect(reviews).toHaveLength(3 * 5);
    for (const group of reviews) expect(group._count).toBeGreaterThanOrEqual(2);
  });

  it("gives every executed campaign a launch and deliveries that its description counts", async () => {
    const executed = await db.alertReview.findMany({
      where: { company: { slug: "kafe-athina" }, status: "EXECUTED" },
      include: { campaigns: { include: { launch: true, deliveries: true } } },
    });
    expect(executed).toHaveLength(6);
    for (const review of executed) {
      const [campaign] = review.campaigns;
      expect(campaign.launch).toMatchObject({ channel: review.type, audience: { kind: "all" } });
      const sent = campaign.deliveries.filter((delivery) => delivery.status === "sent");
      expect(sent.length).toBeGreaterThan(0);
      expect(campaign.description).toBe(`Στάλθηκε σε ${sent.length} πελάτες`);
      expect(campaign.deliveries.some((delivery) => delivery.status === "skipped" && delivery.error === "no_consent")).toBe(true);
    }
  });

  it("writes campaign texts that name no season and carry no opt-out of their own", async () => {
    const texts = (await db.alertReview.findMany()).map((review) => [review.title, review.text, review.subject, review.html].join(" "));
    for (const text of texts) expect(text).not.toMatch(/Black Friday|Χριστ|Καλοκ|Φθιν|Νοεμ|Ιούλ|Πάσχα|STOP|54000/i);
  });

  it("puts at least 6 cafés in the «cafe» domain, each with today's domain figures", async () => {
    const cafes = await db.company.findMany({ where: { domain: "cafe" }, include: { benchmarks: true } });
    expect(cafes.length).toBeGreaterThanOrEqual(6);
    for (const cafe of cafes) {
      expect(cafe.benchmarks.length).toBeGreaterThan(0);
      expect(cafe.benchmarks[0].averageTicket).toBeGreaterThan(0);
    }
  });

  it("gives every demo shop a tax number that passes the ΑΦΜ check", async () => {
    for (const { name, taxNumber } of await db.company.findMany()) expect([name, isValidAfm(taxNumber ?? "")]).toEqual([name, true]);
  });

  it("gives Φούρνος Νίκος its own customers, some with the same phones as Καφέ Αθηνά's", async () => {
    const [athina, nikos] = await Promise.all(
      ["kafe-athina", "fournos-nikos"].map((slug) => db.company.findUniqueOrThrow({ where: { slug }, include: { customers: true, rewards: true } })),
    );
    expect(nikos.name).toBe("Φούρνος Νίκος");
    expect(nikos.customers.length).toBeGreaterThan(0);
    expect(nikos.rewards.length).toBeGreaterThan(0);
    expect(await db.transaction.count({ where: { companyId: nikos.id } })).toBeGreaterThan(0);
    const athinaByPhone = new Map(athina.customers.map((customer) => [customer.phone, customer]));
    const shared = nikos.customers.filter((customer) => athinaByPhone.has(customer.phone));
    expect(shared.length).toBeGreaterThan(0);
    for (const customer of shared) expect(customer.id).not.toBe(athinaByPhone.get(customer.phone)!.id);
  });
});
