// Creates one demo shop with everything in it, unless a shop with its slug already exists.
import type { Prisma } from "../../server/src/generated/prisma/client.js";
import { defaultFlags } from "../../server/src/shared/flags.js";
import { ensureAppUsers } from "./accounts.js";
import { planAlerts, planDeliveries } from "./alerts.js";
import { DAY, planCustomers } from "./customers.js";
import { planLedger } from "./ledger.js";
import type { Person } from "./people.js";
import { createRandom } from "./random.js";
import type { ShopSpec } from "./shops/types.js";

const BATCH = 1000;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export interface ShopContext {
  now: Date;
  people: Person[];
  /** Sign-in e-mail → user id. */
  users: Map<string, string>;
  /** Social network name → id. */
  socialMedia: Map<string, string>;
}

/** Returns the number of customers and purchases created, or null when the shop was already there. */
export async function seedShop(tx: Prisma.TransactionClient, spec: ShopSpec, context: ShopContext) {
  if (await tx.company.findUnique({ where: { slug: spec.company.slug }, select: { id: true } })) return null;
  const { now } = context;
  const random = createRandom(spec.company.slug);
  // The shop and its setup predate its first customer.
  const setUpAt = new Date(now.getTime() - 380 * DAY);
  const withIds = <T extends object>(rows: T[]) => rows.map((row) => ({ id: random.id(), createdAt: setUpAt, ...row }));

  const company = await tx.company.create({
    data: { ...spec.company, id: random.id(), userId: context.users.get(spec.owner)!, flags: defaultFlags(), createdAt: setUpAt },
  });
  const companyId = company.id;
  const employees = withIds([
    { userId: context.users.get(spec.owner)!, companyId, role: "OWNER" as const },
    ...spec.staff.map((email) => ({ userId: context.users.get(email)!, companyId, role: "EMPLOYEE" as const })),
  ]);
  await tx.employee.createMany({ data: employees });

  const stores = withIds(spec.stores.map(({ name, phone }) => ({ name, phone, website: spec.company.website, companyId })));
  await tx.store.createMany({ data: stores });
  await tx.location.createMany({
    data: withIds(spec.stores.map(({ address, latitude, longitude, phone }, index) => ({ address, latitude, longitude, phone, storeId: stores[index].id }))),
  });

  const tags = withIds(spec.tags);
  await tx.transactionTag.createMany({ data: tags });
  await tx.companyTag.createMany({ data: tags.map((tag) => ({ companyId, tagId: tag.id, createdAt: setUpAt })) });
  const tagIds = new Map(tags.map((tag) => [tag.label, tag.id]));

  // One stamp point per store, for the purchases that earn a stamp.
  const stampTag = spec.menu.find((item) => item.stamp)?.tag;
  const stamps = spec.company.stampsEnabled
    ? withIds(
        stores.map((store, index) => ({
          companyId,
          storeId: store.id,
          tagId: stampTag ? tagIds.get(stampTag)! : null,
          coordinates: `${spec.stores[index].latitude},${spec.stores[index].longitude}`,
          note: "Στάμπα στο ταμείο",
        })),
      )
    : [];
  await tx.stamp.createMany({ data: stamps });

  const rewards = withIds(spec.rewards.map((reward) => ({ ...reward, companyId })));
  const stampRewards = withIds(spec.stampRewards.map((reward) => ({ ...reward, companyId })));
  await tx.reward.createMany({ data: rewards });
  await tx.stampReward.createMany({ data: stampRewards });
  await tx.customOption.createMany({ data: spec.customOptions.map((option) => ({ ...option, companyId, createdAt: setUpAt })) });
  await tx.companySocialMedia.createMany({
    data: withIds(spec.socialMedia.map(({ name, url }) => ({ url, socialMediaId: context.socialMedia.get(name)!, companyId }))),
  });
  await tx.emailTemplate.createMany({ data: withIds(spec.emailTemplates.map((template) => ({ ...template, companyId }))) });
  const alerts = spec.alerts ? planAlerts(random, companyId, now) : null;
  if (alerts) await tx.alertReview.createMany({ data: alerts.alertReviews });

  const people = context.people.slice(spec.people.from, spec.people.from + spec.people.count);
  const appUserIds = await ensureAppUsers(tx, people, setUpAt);
  const { customers, fields } = planCustomers(random, spec, people, companyId, appUserIds, now);
  await inBatches(
    customers.map((customer) => customer.row),
    (data) => tx.customer.createMany({ data }),
  );
  await inBatches(fields, (data) => tx.customerField.createMany({ data }));
  if (alerts) {
    const sent = planDeliveries(createRandom(`${spec.company.slug}/deliveries`), alerts.campaigns, customers, context.users.get(spec.owner)!);
    await tx.campaign.createMany({ data: sent.campaigns });
    await tx.campaignLaunch.createMany({ data: sent.launches });
    await inBatches(sent.deliveries, (data) => tx.campaignDelivery.createMany({ data }));
  }

  const ledger = planLedger({
    random,
    spec,
    companyId,
    customers,
    stores: stores.map((store) => ({ id: store.id, stampId: stamps.find((stamp) => stamp.storeId === store.id)?.id ?? null })),
    ownerEmployeeId: employees[0].id,
    staffEmployeeIds: employees.slice(1).map((employee) => employee.id),
    tagIds,
    rewards,
    stampRewards,
    now,
  });
  // Earnings before spending: the triggers refuse any row that would take a balance below zero.
  await inBatches(ledger.transactions, (data) => tx.transaction.createMany({ data }));
  await inBatches(ledger.transactionTags, (data) => tx.tagOnTransaction.createMany({ data }));
  await inBatches(ledger.stampTransactions, (data) => tx.stampTransaction.createMany({ data }));
  await inBatches(ledger.stampTransactionTags, (data) => tx.tagOnStampTransaction.createMany({ data }));
  await inBatches(ledger.gifted, (data) => tx.gifted.createMany({ data }));
  await inBatches(ledger.stampGifted, (data) => tx.stampGifted.createMany({ data }));
  await inBatches(ledger.coupons, (data) => tx.coupon.createMany({ data }));
  await inBatches(ledger.stampCoupons, (data) => tx.stampCoupon.createMany({ data }));
  return {
    customers: customers.length,
    purchases: ledger.transactions.length,
    stampPurchases: ledger.stampTransactions.length,
    coupons: ledger.coupons.length + ledger.stampCoupons.length,
  };
}
