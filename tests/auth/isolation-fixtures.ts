// Rows of «Καφέ Αθηνά» made for the isolation test alone (no other test touches them), and a
// fingerprint of their state, so the test can prove that calls by another shop changed nothing.
import { randomUUID } from "node:crypto";
import type { Db } from "../../server/src/db/client.js";
import { newPhone } from "../helpers/unique.js";

export async function athinaFixtures(db: Db) {
  const unique = randomUUID().slice(0, 8);
  const company = await db.company.findUniqueOrThrow({ where: { slug: "kafe-athina" } });
  const customer = await db.customer.create({
    data: { companyId: company.id, phone: newPhone(), firstName: "Ιδιωτική", note: "σημείωση", newsAcceptedAt: new Date() },
  });
  await db.gifted.create({ data: { companyId: company.id, customerId: customer.id, points: 500 } });
  const store = await db.store.create({ data: { name: `Ιδιωτικό ${unique}`, companyId: company.id } });
  const location = await db.location.create({ data: { address: "Οδός 1", storeId: store.id } });
  const tag = await db.transactionTag.create({ data: { label: `Ετικέτα ${unique}`, companies: { create: { companyId: company.id } } } });
  const transaction = await db.transaction.create({
    data: { amount: 2000, pointsMult: 1, points: 20, companyId: company.id, customerId: customer.id, storeId: store.id },
  });
  const stampTransaction = await db.stampTransaction.create({ data: { companyId: company.id, customerId: customer.id } });
  const reward = await db.reward.create({ data: { companyId: company.id, points: 10, title: `Ανταμοιβή ${unique}` } });
  const hiddenReward = await db.reward.create({ data: { companyId: company.id, points: 0, hidden: true, title: `Κρυφή ${unique}` } });
  const stampReward = await db.stampReward.create({ data: { companyId: company.id, points: 1, title: `Στάμπα ${unique}` } });
  const coupon = await db.coupon.create({
    data: { code: `PISO${unique.toUpperCase()}`, points: 10, title: reward.title, customerId: customer.id, rewardId: reward.id },
  });
  const stampCoupon = await db.stampCoupon.create({
    data: { code: `SISO${unique.toUpperCase()}`, points: 1, title: stampReward.title, customerId: customer.id, rewardId: stampReward.id },
  });
  const optionKey = `iso-${unique}`;
  await db.customOption.create({ data: { companyId: company.id, key: optionKey, type: "LIST", options: [{ id: "a", label: "Α" }] } });
  await db.customerField.create({ data: { customerId: customer.id, key: optionKey, value: "a" } });
  const template = await db.emailTemplate.create({ data: { companyId: company.id, title: `Πρότυπο ${unique}`, content: "<p>Γεια</p>" } });
  const emailList = await db.emailList.create({ data: { companyId: company.id, title: `Λίστα ${unique}`, emails: ["x@example.com"] } });
  const pending = await db.alertReview.create({ data: { companyId: company.id, type: "SMS", title: `Υποβολή ${unique}`, text: "Κείμενο" } });
  const approved = await db.alertReview.create({
    data: { companyId: company.id, type: "SMS", title: `Εγκεκριμένη ${unique}`, text: "Κείμενο", status: "APPROVED" },
  });
  const owner = await db.user.findUniqueOrThrow({ where: { email: "owner@kafe-athina.gr" } });
  const thread = await db.messageThread.create({
    data: { companyId: company.id, title: `Θέμα ${unique}`, messages: { create: { text: "Μήνυμα", senderId: owner.id } } },
  });
  const asset = await db.asset.create({ data: { companyId: company.id, url: `/uploads/${company.id}/iso-${unique}.png` } });
  const staffUser = await db.user.create({ data: { email: `iso-staff-${unique}@example.com` } });
  const employee = await db.employee.create({ data: { userId: staffUser.id, companyId: company.id } });
  const invitation = await db.staffInvitation.create({
    data: { companyId: company.id, email: `iso-invited-${unique}@example.com`, tokenHash: `iso-${unique}`, expiresAt: new Date(Date.now() + 86_400_000) },
  });
  const network = await db.socialMedia.create({ data: { name: `Δίκτυο ${unique}` } });
  const social = await db.companySocialMedia.create({ data: { companyId: company.id, socialMediaId: network.id, url: "https://example.com/athina" } });
  const apiKey = await db.apiKey.create({
    data: { companyId: company.id, name: `Κλειδί ${unique}`, prefix: "lyk_isolate", hash: `iso-${unique}`, scopes: ["counter"] },
  });
  // Switched off: other test files buy in this shop at the same time, and an endpoint that listened would
  // collect their events and its deliveries' failures, changing the fingerprint with no attacker involved.
  const endpoint = await db.webhookEndpoint.create({
    data: { companyId: company.id, url: `https://example.com/iso-${unique}`, events: ["purchase.created"], secret: `whsec_iso${unique}`, enabled: false },
  });
  const delivery = await db.webhookDelivery.create({
    data: {
      eventId: `iso-${unique}`,
      endpointId: endpoint.id,
      companyId: company.id,
      type: "purchase.created",
      payload: {},
      status: "failed",
      queuedAt: new Date(),
    },
  });

  const ids = {
    company: company.id,
    customer: customer.id,
    store: store.id,
    location: location.id,
    tag: tag.id,
    transaction: transaction.id,
    stampTransaction: stampTransaction.id,
    reward: reward.id,
    hiddenReward: hiddenReward.id,
    stampReward: stampReward.id,
    coupon: coupon.code,
    stampCoupon: stampCoupon.code,
    template: template.id,
    emailList: emailList.id,
    pending: pending.id,
    approved: approved.id,
    thread: thread.id,
    asset: asset.id,
    employee: employee.id,
    invitation: invitation.id,
    social: social.id,
    apiKey: apiKey.id,
    webhookEndpoint: endpoint.id,
    webhookDelivery: delivery.id,
    webhookSecret: endpoint.secret,
  };
  return { ids, phone: customer.phone, optionKey, socialMediaId: network.id };
}

export type AthinaFixtures = Awaited<ReturnType<typeof athinaFixtures>>;

/** The state of every fixture row and of what hangs off the fixture customer, as one comparable value. */
export async function fingerprint(db: Db, f: AthinaFixtures) {
  const { ids } = f;
  const strip = <T extends object>(rows: T[]) =>
    rows.map((row) => {
      const { updatedAt: _u, ...rest } = row as T & { updatedAt?: Date };
      return rest;
    });
  return JSON.stringify({
    customer: strip(await db.customer.findMany({ where: { id: ids.customer }, include: { fields: true } })),
    ledger: await Promise.all([
      db.transaction.findMany({ where: { customerId: ids.customer }, select: { id: true, cancelledAt: true, points: true } }),
      db.stampTransaction.findMany({ where: { customerId: ids.customer }, select: { id: true, cancelledAt: true } }),
      db.coupon.findMany({ where: { customerId: ids.customer }, select: { code: true, usedAt: true } }),
      db.stampCoupon.findMany({ where: { customerId: ids.customer }, select: { code: true, usedAt: true } }),
      db.gifted.count({ where: { customerId: ids.customer } }),
    ]),
    catalogue: strip([
      ...(await db.reward.findMany({ where: { id: { in: [ids.reward, ids.hiddenReward] } }, orderBy: { id: "asc" } })),
      ...(await db.stampReward.findMany({ where: { id: ids.stampReward } })),
    ]),
    store: strip(await db.store.findMany({ where: { id: ids.store }, include: { locations: true } })),
    tag: strip(await db.transactionTag.findMany({ where: { id: ids.tag }, include: { companies: true } })),
    option: strip(await db.customOption.findMany({ where: { companyId: ids.company, key: f.optionKey } })),
    template: strip(await db.emailTemplate.findMany({ where: { id: ids.template } })),
    emailList: strip(await db.emailList.findMany({ where: { id: ids.emailList } })),
    reviews: strip(await db.alertReview.findMany({ where: { id: { in: [ids.pending, ids.approved] } }, orderBy: { id: "asc" } })),
    campaigns: await db.campaign.count({ where: { alertReviewId: { in: [ids.pending, ids.approved] } } }),
    thread: strip(await db.messageThread.findMany({ where: { id: ids.thread }, include: { messages: { select: { id: true, read: true } } } })),
    asset: strip(await db.asset.findMany({ where: { id: ids.asset } })),
    employee: strip(await db.employee.findMany({ where: { id: ids.employee } })),
    invitation: strip(await db.staffInvitation.findMany({ where: { id: ids.invitation } })),
    social: strip(await db.companySocialMedia.findMany({ where: { id: ids.social } })),
    apiKey: strip(await db.apiKey.findMany({ where: { id: ids.apiKey } })),
    webhooks: strip(await db.webhookEndpoint.findMany({ where: { id: ids.webhookEndpoint }, include: { deliveries: true } })),
  });
}
