// A morning at the counter of «Καφέ Αθηνά» on top of the demo data, for the upgrade fixture
// (scripts/release-fixture.sh copies this file into a release's exported tree and runs it there, so its
// imports are that release's own code): purchases for known and new customers, stamps, a coupon bought and
// redeemed, one cancelled, a purchase cancelled, and the points and stamps settings changed. The upgrade
// test (tests/upgrade) then checks that today's migrations keep all of it. Type-checked against today's
// code: when a signature used here changes, update this script before the next release's fixture.
import { createDb, createPool } from "../server/src/db/client.js";
import { recordPurchase } from "../server/src/ledger/purchases.js";
import { recordStampPurchase } from "../server/src/ledger/stamps.js";
import { cancelPurchase } from "../server/src/ledger/cancel.js";
import { inLedgerTransaction } from "../server/src/ledger/transaction.js";
import { cancelCoupon } from "../server/src/rewards/cancel.js";
import { createCouponFromReward } from "../server/src/rewards/issue.js";
import { redeemCoupon } from "../server/src/rewards/redeem.js";
import { pointsOf, stampsOf } from "../server/src/settings/company.js";
import { updatePointsSchema } from "../server/src/routers/settings/updatePoints.schema.js";
import { updateStampsSchema } from "../server/src/routers/settings/updateStamps.schema.js";

const connectionString = process.env.DATABASE_URL;
if (!connectionString) throw new Error("DATABASE_URL is not set");
const pool = createPool(connectionString, 2);
const db = createDb(pool);
const services = { db, pool };

try {
  const shop = await db.company.findUniqueOrThrow({ where: { slug: "kafe-athina" }, include: { stores: { orderBy: { name: "asc" } } } });
  const cashier = await db.employee.findFirstOrThrow({ where: { companyId: shop.id, role: "EMPLOYEE" } });
  const owner = await db.employee.findFirstOrThrow({ where: { companyId: shop.id, role: "OWNER" } });
  const regulars = await db.customer.findMany({ where: { companyId: shop.id }, orderBy: { points: "desc" }, take: 4 });
  const storeId = shop.stores[0]?.id;
  const counter = (phone: string, amount: number, key: string, confirmNewCustomer = false) => ({
    phone,
    amount,
    tagIds: [],
    storeId,
    idempotencyKey: `release-fixture-${key}`,
    employeeId: cashier.id,
    confirmNewCustomer,
  });

  // Purchases: three regulars, one new customer (welcome gifts), two stamp purchases.
  const purchases: Awaited<ReturnType<typeof recordPurchase>>[] = [];
  for (const [index, customer] of regulars.slice(0, 3).entries()) {
    purchases.push(await recordPurchase(services, shop, counter(customer.phone, 450 + index * 375, `purchase-${index}`)));
  }
  await recordPurchase(services, shop, counter("+306912345670", 1280, "new-customer", true));
  await recordStampPurchase(services, shop, counter(regulars[3].phone, shop.stampPrice ?? 0, "stamp-0"));
  await recordStampPurchase(services, shop, counter(regulars[0].phone, shop.stampPrice ?? 0, "stamp-1"));

  // A regular's purchase is cancelled at the counter (the stamp it gave goes with it).
  await inLedgerTransaction(db, (tx) => cancelPurchase(tx, shop.id, purchases[2].transaction.id));

  // The richest regular buys the cheapest reward and redeems it; a second coupon is cancelled.
  const reward = await db.reward.findFirstOrThrow({ where: { companyId: shop.id, hidden: false, active: true }, orderBy: { points: "asc" } });
  const redeemed = await createCouponFromReward(db, shop, { rewardId: reward.id, customerId: regulars[0].id }, { id: owner.id, role: owner.role });
  await redeemCoupon(pool, shop.id, redeemed.code);
  const cancelled = await createCouponFromReward(db, shop, { rewardId: reward.id, customerId: regulars[1].id }, { id: owner.id, role: owner.role });
  await inLedgerTransaction(db, (tx) => cancelCoupon(tx, shop.id, cancelled.code));

  // The owner changes the programmes' settings as the settings page does.
  const points = updatePointsSchema.parse({ ...pointsOf(shop), birthdayGift: 30, warningAmount: "8000", hiddenCouponsPerDay: 5 });
  await db.company.update({ where: { id: shop.id }, data: points });
  const stamps = updateStampsSchema.parse({ ...stampsOf(shop), stampBirthdayGift: 2, stampsExpireMonths: 12 });
  await db.company.update({ where: { id: shop.id }, data: stamps });
  console.log("release activity added");
} finally {
  await db.$disconnect();
  await pool.end();
}
