// Who receives a campaign: consent (newsAcceptedAt and not stoppedNotifications, checked at launch and again
// at the moment of sending), reachability per channel (a Greek mobile for SMS, a device token for push),
// the launchpad's filters, the development outbox delivery of SMS and push, all-or-nothing launches, and
// a scheduled send surviving a restart.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendCampaign } from "../../server/src/campaigns/send.js";
import { unsubscribeUrl } from "../../server/src/campaigns/unsubscribe.js";
import type { ApiClient } from "../helpers/client.js";
import { startServer, testEnv, type TestServer } from "../helpers/server.js";
import { addSubmission } from "../helpers/campaigns.js";
import { audienceCustomer } from "../helpers/customers.js";
import { failure } from "../helpers/errors.js";
import { createShop } from "../helpers/shop.js";
import { newPhone } from "../helpers/unique.js";
import { eventually } from "../helpers/wait.js";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env: { JOBS_SCHEMA: `jobs_consent_${randomUUID().slice(0, 8)}` } });
});
afterAll(() => server?.close());

async function shopWithOwner() {
  const shop = await createShop(server.db);
  return { shop, companyId: shop.company.id, owner: (await shop.signIn(server.url)) as ApiClient };
}

describe("the audience", () => {
  it("sends SMS only to consenting customers with a Greek mobile, with an opt-out line", async () => {
    const { companyId, owner } = await shopWithOwner();
    const mobile = await audienceCustomer(server.db, companyId);
    await audienceCustomer(server.db, companyId, { phone: "+302101234567" });
    await audienceCustomer(server.db, companyId, { consent: false });
    await audienceCustomer(server.db, companyId, { stopped: true });
    const submission = await addSubmission(server.db, companyId, "SMS");

    expect(await owner.trpc.campaign.audienceCount.query({ id: submission.id, audience: { kind: "all" } })).toEqual({
      total: 4,
      eligible: 1,
      noConsent: 2,
      unreachable: 1,
    });
    await owner.trpc.campaign.launch.mutate({ id: submission.id, audience: { kind: "all" } });
    const sms = await eventually(async () => (await server.db.outboxMessage.findFirst({ where: { subject: `[SMS] ${mobile.phone}` } })) ?? undefined);
    // One short opt-out: the public host, /u/ and the customer's ten-character code.
    const host = new URL(server.publicOrigin).host;
    const link = new RegExp(`^KAΛHMEPA! -20% ΣE OΛA\nSTOP: ${host}/u/([A-Za-z0-9]{10})$`).exec(sms.text);
    expect(link).not.toBeNull();
    expect((await server.db.customer.findUniqueOrThrow({ where: { id: mobile.id } })).optOutCode).toBe(link![1]);
    const redirect = await fetch(`${server.url}/u/${link![1]}`, { redirect: "manual" });
    expect(redirect.status).toBe(302);
    const confirm = await fetch(`${server.url}${redirect.headers.get("location")}`);
    expect(await confirm.text()).toContain("Θέλετε να σταματήσετε να λαμβάνετε ενημερώσεις");
    expect((await fetch(`${server.url}/u/${"x".repeat(10)}`, { redirect: "manual" })).headers.get("location")).toBe(`/unsubscribe?token=${"x".repeat(10)}`);

    const results = await eventually(async () => {
      const current = await owner.trpc.campaign.results.query({ id: submission.id });
      return current.counts.sent === 1 ? current : undefined;
    });
    expect(results.counts).toMatchObject({ total: 4, sent: 1, skipped: 3 });
    expect(results.recipients.body.map((row) => row.errorLabel).sort()).toEqual([
      null,
      "Χωρίς κινητό τηλέφωνο",
      "Χωρίς συγκατάθεση για ενημερώσεις",
      "Χωρίς συγκατάθεση για ενημερώσεις",
    ]);
  });

  it("sends push to customers whose app user has a device, with an in-app notification", async () => {
    const { companyId, owner } = await shopWithOwner();
    const withDevice = await audienceCustomer(server.db, companyId, { pushToken: true });
    await audienceCustomer(server.db, companyId, { userEmail: `nodevice-${randomUUID()}@example.com` });
    await audienceCustomer(server.db, companyId, { pushToken: true, consent: false });
    const submission = await addSubmission(server.db, companyId, "PUSH");

    expect(await owner.trpc.campaign.audienceCount.query({ id: submission.id, audience: { kind: "all" } })).toMatchObject({
      eligible: 1,
      noConsent: 1,
      unreachable: 1,
    });
    await owner.trpc.campaign.launch.mutate({ id: submission.id, audience: { kind: "all" } });
    const token = await server.db.notificationToken.findFirstOrThrow({ where: { userId: withDevice.userId! } });
    const push = await eventually(async () => (await server.db.outboxMessage.findFirst({ where: { to: token.expoPushToken } })) ?? undefined);
    expect(push).toMatchObject({ subject: "[Push] Νέο μενού" });
    expect(push.text).toContain("https://example.com/menu");
    const notification = await server.db.notification.findFirstOrThrow({ where: { companyId }, include: { userNotifications: true } });
    expect(notification).toMatchObject({ title: "Νέο μενού", url: "https://example.com/menu" });
    expect(notification.userNotifications.map((row) => row.userId)).toEqual([withDevice.userId]);
  });

  it("filters by custom option, points and last visit", async () => {
    const { shop, companyId, owner } = await shopWithOwner();
    const visit = async (customerId: string, createdAt: Date, points: number) =>
      server.db.transaction.create({ data: { companyId, customerId, storeId: shop.store.id, amount: points * 100, pointsMult: 1, points, createdAt } });
    const regular = await audienceCustomer(server.db, companyId);
    const lapsed = await audienceCustomer(server.db, companyId);
    await audienceCustomer(server.db, companyId);
    await visit(regular.id, new Date("2026-01-10T10:00:00Z"), 50);
    await visit(lapsed.id, new Date("2025-06-01T10:00:00Z"), 5);
    // 2025-12-31 23:30 in Athens is 21:30 UTC: a visit on the 31st, before 2026-01-01.
    const lateNight = await audienceCustomer(server.db, companyId);
    await visit(lateNight.id, new Date("2025-12-31T21:30:00Z"), 1);
    await server.db.customerField.create({ data: { customerId: regular.id, key: "Γάλα", value: "βρώμης" } });
    const submission = await addSubmission(server.db, companyId, "EMAIL");
    const eligible = async (audience: Parameters<typeof owner.trpc.campaign.audienceCount.query>[0]["audience"]) =>
      (await owner.trpc.campaign.audienceCount.query({ id: submission.id, audience })).eligible;

    expect(await eligible({ kind: "all" })).toBe(4);
    expect(await eligible({ kind: "filter", minPoints: 10 })).toBe(1);
    expect(await eligible({ kind: "filter", lastVisitBefore: "2026-01-01" })).toBe(2);
    expect(await eligible({ kind: "filter", lastVisitAfter: "2026-01-01" })).toBe(1);
    expect(await eligible({ kind: "filter", customOptions: [{ key: "Γάλα", value: "βρώμης" }] })).toBe(1);
    expect(await eligible({ kind: "filter", customOptions: [{ key: "Γάλα", value: "αγελάδας" }] })).toBe(0);
    expect(await eligible({ kind: "filter", minPoints: 5, lastVisitAfter: "2025-01-01" })).toBe(2);

    const list = await server.db.emailList.create({ data: { companyId, title: "VIP", emails: [regular.email!.toUpperCase(), "stranger@example.com"] } });
    expect(await eligible({ kind: "emailList", emailListId: list.id })).toBe(1);
    const sms = await addSubmission(server.db, companyId, "SMS");
    expect(await failure(owner.trpc.campaign.audienceCount.query({ id: sms.id, audience: { kind: "emailList", emailListId: list.id } }))).toMatchObject({
      message: "Οι λίστες e-mail ισχύουν μόνο για e-mail.",
      data: { code: "BAD_REQUEST" },
    });
    expect(
      await failure(owner.trpc.campaign.audienceCount.query({ id: submission.id, audience: { kind: "filter", lastVisitAfter: "2026-02-30" } })),
    ).toMatchObject({
      data: { code: "BAD_REQUEST" },
    });
  });
});

describe("consent at the moment of sending", () => {
  it("skips a customer who opted out after the launch", async () => {
    const { companyId, owner } = await shopWithOwner();
    const staying = await audienceCustomer(server.db, companyId);
    const leaving = await audienceCustomer(server.db, companyId);
    const submission = await addSubmission(server.db, companyId, "SMS");
    const launched = await owner.trpc.campaign.launch.mutate({
      id: submission.id,
      audience: { kind: "all" },
      scheduleAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(launched.recipients).toBe(2);

    const env = testEnv();
    const optOut = await fetch(unsubscribeUrl(env, leaving.id).replace(env.PUBLIC_ORIGIN, server.url), { method: "POST" });
    expect(optOut.status).toBe(200);

    expect(await sendCampaign({ db: server.db, env, log: server.log }, launched.campaignId)).toMatchObject({ sent: 1, skipped: 1 });
    const deliveries = await server.db.campaignDelivery.findMany({ where: { campaignId: launched.campaignId } });
    expect(Object.fromEntries(deliveries.map((row) => [row.customerId, [row.status, row.error]]))).toEqual({
      [staying.id]: ["sent", null],
      [leaving.id]: ["skipped", "no_consent"],
    });
    expect(await server.db.outboxMessage.count({ where: { subject: `[SMS] ${leaving.phone}` } })).toBe(0);
  });
});

describe("launching", () => {
  it("is all or nothing: no recipient, no campaign, still approved", async () => {
    const { companyId, owner } = await shopWithOwner();
    await audienceCustomer(server.db, companyId, { consent: false, phone: newPhone() });
    const submission = await addSubmission(server.db, companyId, "SMS");
    const error = await failure(owner.trpc.campaign.launch.mutate({ id: submission.id, audience: { kind: "all" } }));
    expect(error).toMatchObject({ message: "Κανένας πελάτης δεν μπορεί να λάβει αυτό το μήνυμα.", data: { code: "PRECONDITION_FAILED" } });
    expect((await server.db.alertReview.findUniqueOrThrow({ where: { id: submission.id } })).status).toBe("APPROVED");
    expect(await server.db.campaign.count({ where: { alertReviewId: submission.id } })).toBe(0);

    const past = await failure(owner.trpc.campaign.launch.mutate({ id: submission.id, audience: { kind: "all" }, scheduleAt: "2020-01-01T10:00:00Z" }));
    expect(past).toMatchObject({ message: "Επιλέξτε μελλοντική ώρα αποστολής (έως 90 ημέρες).", data: { code: "BAD_REQUEST" } });
    const pending = await addSubmission(server.db, companyId, "SMS", "PENDING_REVIEW");
    expect(await failure(owner.trpc.campaign.launch.mutate({ id: pending.id, audience: { kind: "all" } }))).toMatchObject({
      message: "Μόνο εγκεκριμένες υποβολές μπορούν να σταλούν. Τρέχουσα κατάσταση: «Σε αναμονή έγκρισης».",
      data: { code: "PRECONDITION_FAILED" },
    });
    expect(await failure(owner.trpc.campaign.results.query({ id: pending.id }))).toMatchObject({
      message: "Η καμπάνια δεν έχει σταλεί ακόμη.",
      data: { code: "NOT_FOUND" },
    });
  });

  it("lets only one of two simultaneous launches through", async () => {
    const { companyId, owner } = await shopWithOwner();
    await audienceCustomer(server.db, companyId);
    const submission = await addSubmission(server.db, companyId, "SMS");
    const later = new Date(Date.now() + 3600_000).toISOString();
    const outcomes = await Promise.allSettled(
      [1, 2].map(() => owner.trpcUnbatched.campaign.launch.mutate({ id: submission.id, audience: { kind: "all" }, scheduleAt: later })),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await server.db.campaign.count({ where: { alertReviewId: submission.id } })).toBe(1);
  });
});

describe("a scheduled send", () => {
  it("survives a restart of the server", async () => {
    const schema = `jobs_restart_${randomUUID().slice(0, 8)}`;
    let first: TestServer | undefined = await startServer({ env: { JOBS_SCHEMA: schema } });
    let second: TestServer | undefined;
    try {
      const shop = await createShop(first.db);
      const owner = await shop.signIn(first.url);
      const customer = await audienceCustomer(first.db, shop.company.id);
      const submission = await addSubmission(first.db, shop.company.id, "SMS");
      const launched = await owner.trpc.campaign.launch.mutate({
        id: submission.id,
        audience: { kind: "all" },
        scheduleAt: new Date(Date.now() + 4000).toISOString(),
      });
      await first.close();
      first = undefined;
      expect(await server.db.campaignDelivery.findFirstOrThrow({ where: { campaignId: launched.campaignId } })).toMatchObject({ status: "pending" });

      second = await startServer({ env: { JOBS_SCHEMA: schema } });
      const sms = await eventually(
        async () => (await server.db.outboxMessage.findFirst({ where: { subject: `[SMS] ${customer.phone}` } })) ?? undefined,
        25_000,
      );
      expect(sms.text).toContain("KAΛHMEPA!");
      // The delivery is marked sent once the provider (here the outbox) has answered: just after the row above.
      await expect.poll(async () => (await server.db.campaignDelivery.findFirstOrThrow({ where: { campaignId: launched.campaignId } })).status).toBe("sent");
    } finally {
      await first?.close();
      await second?.close();
    }
  }, 60_000);
});
