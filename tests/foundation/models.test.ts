// Every model of the schema can be written and read back on the real database, and the ledger
// triggers keep balances equal to the ledger.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { createDb, type Db } from "../../server/src/db/client.js";
import { Prisma } from "../../server/src/generated/prisma/client.js";
import { defaultFlags } from "../../server/src/shared/flags.js";

let db: Db;
const unique = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

beforeAll(() => {
  db = createDb(inject("databaseUrl"), 2);
});
afterAll(() => db?.$disconnect());

async function everyModel(db: Db) {
  const covered = new Set<string>();
  const done = <T>(model: string, row: T) => {
    covered.add(model);
    return row;
  };

  const user = done("User", await db.user.create({ data: { email: `model-${unique}@example.com`, name: "Δοκιμή" } }));
  done(
    "Account",
    await db.account.create({ data: { userId: user.id, type: "credentials", provider: "credentials", providerAccountId: user.id, password: "x" } }),
  );
  done("Session", await db.session.create({ data: { sessionToken: `s-${unique}`, userId: user.id, expires: new Date(Date.now() + 1e6) } }));
  done("VerificationToken", await db.verificationToken.create({ data: { identifier: user.email!, token: `t-${unique}`, expires: new Date() } }));
  done("NotificationToken", await db.notificationToken.create({ data: { expoPushToken: `ExponentPushToken[${unique}]`, userId: user.id } }));
  done("SignInAttempt", await db.signInAttempt.create({ data: { email: user.email!, ip: "127.0.0.1", success: false } }));
  done("OutboxMessage", await db.outboxMessage.create({ data: { to: user.email!, subject: "Θέμα", text: "Κείμενο" } }));
  const company = done("Company", await db.company.create({ data: { slug: `model-${unique}`, name: "Κατάστημα", userId: user.id, flags: defaultFlags() } }));
  const store = done("Store", await db.store.create({ data: { name: "Κεντρικό", companyId: company.id } }));
  done("Location", await db.location.create({ data: { address: "Ερμού 1, Αθήνα", storeId: store.id } }));
  done("Employee", await db.employee.create({ data: { userId: user.id, companyId: company.id, role: "OWNER" } }));
  const customer = done("Customer", await db.customer.create({ data: { phone: "+306900000001", companyId: company.id, firstName: "Μαρία" } }));
  const tag = done("TransactionTag", await db.transactionTag.create({ data: { label: "Καφές" } }));
  done("CompanyTag", await db.companyTag.create({ data: { companyId: company.id, tagId: tag.id } }));
  const transaction = done(
    "Transaction",
    await db.transaction.create({ data: { amount: 1250, pointsMult: 2, points: 24, companyId: company.id, customerId: customer.id, storeId: store.id } }),
  );
  done("TagOnTransaction", await db.tagOnTransaction.create({ data: { transactionId: transaction.id, tagId: tag.id } }));
  const stamp = done("Stamp", await db.stamp.create({ data: { companyId: company.id, storeId: store.id, tagId: tag.id } }));
  const stampTransaction = done(
    "StampTransaction",
    await db.stampTransaction.create({ data: { companyId: company.id, customerId: customer.id, stampId: stamp.id } }),
  );
  done("TagOnStampTransaction", await db.tagOnStampTransaction.create({ data: { transactionId: stampTransaction.id, tagId: tag.id } }));
  const schedule = done("ScheduleRun", await db.scheduleRun.create({ data: { name: "birthday", metadata: { day: "2026-11-23" } } }));
  done("Gifted", await db.gifted.create({ data: { points: 10, companyId: company.id, customerId: customer.id, scheduleId: schedule.id } }));
  done("StampGifted", await db.stampGifted.create({ data: { points: 1, companyId: company.id, customerId: customer.id } }));
  const reward = done("Reward", await db.reward.create({ data: { companyId: company.id, points: 20, amount: 300, title: "Δωρεάν καφές" } }));
  done(
    "Coupon",
    await db.coupon.create({ data: { code: `C${unique}`, points: 20, amount: 300, title: reward.title, customerId: customer.id, rewardId: reward.id } }),
  );
  const stampReward = done("StampReward", await db.stampReward.create({ data: { companyId: company.id, points: 2, title: "Κρουασάν" } }));
  done(
    "StampCoupon",
    await db.stampCoupon.create({ data: { code: `S${unique}`, points: 2, title: stampReward.title, customerId: customer.id, rewardId: stampReward.id } }),
  );
  const thread = done("MessageThread", await db.messageThread.create({ data: { title: "Ερώτηση", companyId: company.id } }));
  done("Message", await db.message.create({ data: { text: "Γεια σας", senderId: user.id, threadId: thread.id } }));
  done("EmailTemplate", await db.emailTemplate.create({ data: { companyId: company.id, title: "Πρότυπο", content: "<p>Γεια</p>" } }));
  const review = done(
    "AlertReview",
    await db.alertReview.create({ data: { companyId: company.id, type: "SMS", title: "Προσφορά", text: "Κείμενο", encoding: "UNICODE" } }),
  );
  done(
    "CampaignReviewNotice",
    await db.campaignReviewNotice.create({
      data: { alertReviewId: review.id, companyId: company.id, type: "SMS", decision: "REJECTED", message: "Πιο σύντομο." },
    }),
  );
  const campaign = done("Campaign", await db.campaign.create({ data: { title: "Καμπάνια", alertReviewId: review.id } }));
  done(
    "CampaignLaunch",
    await db.campaignLaunch.create({ data: { campaignId: campaign.id, channel: "SMS", audience: { kind: "all" }, launchedById: user.id } }),
  );
  done(
    "CampaignDelivery",
    await db.campaignDelivery.create({ data: { campaignId: campaign.id, customerId: customer.id, channel: "SMS", address: customer.phone } }),
  );
  done("CustomOption", await db.customOption.create({ data: { companyId: company.id, key: "Γάλα", type: "LIST", options: [{ id: "oat", label: "Βρώμης" }] } }));
  done("CustomerField", await db.customerField.create({ data: { customerId: customer.id, key: "Γάλα", value: "oat" } }));
  const social = done("SocialMedia", await db.socialMedia.upsert({ where: { name: `Social ${unique}` }, create: { name: `Social ${unique}` }, update: {} }));
  done(
    "CompanySocialMedia",
    await db.companySocialMedia.create({ data: { url: "https://example.com/shop", socialMediaId: social.id, companyId: company.id } }),
  );
  const notification = done("Notification", await db.notification.create({ data: { companyId: company.id, title: "Νέο", text: "Κείμενο" } }));
  done("UserNotification", await db.userNotification.create({ data: { userId: user.id, notificationId: notification.id } }));
  done("EmailList", await db.emailList.create({ data: { companyId: company.id, title: "Λίστα", emails: ["a@example.com"] } }));
  done("Asset", await db.asset.create({ data: { url: "/uploads/x.png", companyId: company.id } }));
  done("Settings", await db.settings.create({ data: { stampsTolerance: 1, stampsToleranceHigh: 2 } }));
  done("SmsVerificationRequest", await db.smsVerificationRequest.create({ data: { phone: "+306900000001" } }));
  done("WalletCodeGuess", await db.walletCodeGuess.create({ data: { phone: "+306900000001", ip: "10.0.0.1" } }));
  done("PlatformAlert", await db.platformAlert.create({ data: { key: `model-${unique}` } }));
  done("WalletSession", await db.walletSession.create({ data: { userId: user.id, tokenHash: `t-${unique}`, expires: new Date(Date.now() + 60_000) } }));
  done(
    "WebPushSubscription",
    await db.webPushSubscription.create({ data: { userId: user.id, endpoint: `https://push.example.com/${unique}`, p256dh: "p", auth: "a" } }),
  );
  done("ConsentChange", await db.consentChange.create({ data: { customerId: customer.id, kind: "news", granted: true, source: "counter" } }));
  done("PointsExpireNotification", await db.pointsExpireNotification.create({ data: { customerId: customer.id, lostPoints: 3 } }));
  const counts = await db.ledgerCount.findMany({ where: { companyId: company.id, kind: "transactions" } });
  done("LedgerCount", counts[0]);
  done("PointsExpiry", await db.pointsExpiry.create({ data: { customerId: customer.id, companyId: company.id, points: 0, stamps: 0 } }));
  // Roll-ups the analytics triggers (prisma/sql/analytics/) made from the rows above.
  done("AnalyticsDay", await db.analyticsDay.findFirstOrThrow({ where: { companyId: company.id } }));
  done("AnalyticsItem", await db.analyticsItem.findFirstOrThrow({ where: { companyId: company.id } }));
  done("AnalyticsVisitGap", await db.analyticsVisitGap.findFirstOrThrow({ where: { companyId: company.id } }));
  done("AnalyticsCohort", await db.analyticsCohort.findFirstOrThrow({ where: { companyId: company.id } }));
  done("CustomerVisitDay", await db.customerVisitDay.findFirstOrThrow({ where: { customerId: customer.id } }));
  done("CustomerVisits", await db.customerVisits.findUniqueOrThrow({ where: { customerId: customer.id } }));
  done("ShopBenchmark", await db.shopBenchmark.create({ data: { companyId: company.id, day: new Date("2026-11-23T00:00:00Z"), activeCustomers: 1 } }));
  done("ContactMessage", await db.contactMessage.create({ data: { name: "Γιάννης", email: "g@example.com", message: "Ενδιαφέρομαι" } }));
  done(
    "StaffInvitation",
    await db.staffInvitation.create({
      data: { companyId: company.id, email: `invited-${unique}@example.com`, tokenHash: `t-${unique}`, expiresAt: new Date(Date.now() + 86_400_000) },
    }),
  );
  done("Upload", await db.upload.create({ data: { owner: company.id, key: `uploads/${company.id}/u/${unique}-logo.png`, bytes: 1000 } }));
  const apiKey = done(
    "ApiKey",
    await db.apiKey.create({ data: { companyId: company.id, name: "Ταμείο", prefix: "lyk_abcdefgh", hash: `h-${unique}`, scopes: ["counter"] } }),
  );
  done("ApiRateWindow", await db.apiRateWindow.create({ data: { apiKeyId: apiKey.id, windowStart: new Date(), count: 1 } }));
  done(
    "ApiIdempotencyKey",
    await db.apiIdempotencyKey.create({ data: { companyId: company.id, key: `k-${unique}`, requestHash: "x", status: 201, response: {} } }),
  );
  const endpoint = done(
    "WebhookEndpoint",
    await db.webhookEndpoint.create({ data: { companyId: company.id, url: "https://example.com/hook", events: ["purchase.created"], secret: "whsec_x" } }),
  );
  const delivery = done(
    "WebhookDelivery",
    await db.webhookDelivery.create({
      data: { eventId: `e-${unique}`, endpointId: endpoint.id, companyId: company.id, type: "purchase.created", payload: {} },
    }),
  );
  done("WebhookAttempt", await db.webhookAttempt.create({ data: { deliveryId: delivery.id, statusCode: 200, durationMs: 5 } }));
  return { covered, customer, company, transaction };
}

describe("data model", () => {
  it("writes and reads every model, and balances follow the ledger", async () => {
    const { covered, customer, company, transaction } = await everyModel(db);
    expect([...covered].sort()).toEqual(Object.values(Prisma.ModelName).sort());

    const read = await db.customer.findUniqueOrThrow({
      where: { companyId_phone: { companyId: company.id, phone: "+306900000001" } },
      include: { transactions: { include: { tags: { include: { tag: true } } } }, coupons: true, fields: true },
    });
    expect(read.transactions[0].tags[0].tag.label).toBe("Καφές");
    // 24 (purchase) + 10 (gift) - 20 (coupon); stamps 1 + 1 - 2.
    expect(read.points).toBe(14);
    expect(read.stamps).toBe(0);
    expect(read.lastVisitAt).not.toBeNull();
    // History totals are kept by triggers too.
    const totals = await db.ledgerCount.groupBy({ by: ["kind"], where: { companyId: company.id }, _sum: { count: true } });
    expect(Object.fromEntries(totals.map((t) => [t.kind, Number(t._sum.count)]))).toEqual({
      transactions: 1,
      "stamps-transactions": 1,
      coupons: 1,
      "stamps-coupons": 1,
    });

    // Cancelling the purchase would leave -10 points: refused by the ledger guard, nothing changes.
    await expect(db.transaction.update({ where: { id: transaction.id }, data: { cancelledAt: new Date() } })).rejects.toThrow();
    expect((await db.customer.findUniqueOrThrow({ where: { id: customer.id } })).points).toBe(14);

    // A phone is unique per shop.
    await expect(db.customer.create({ data: { phone: "+306900000001", companyId: company.id } })).rejects.toThrow();
  });
});
