// The customer's wallet over real HTTP: SMS-code sign-in (hashing, expiry, throttles; who may use a code
// and its wrong-code limit: signInCode.test.ts), what a customer sees and changes, tenancy between
// customers and shops, the counter's QR identity, and Web Push delivered with the real encrypted protocol
// to a local push service.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../../server/src/lib/mailer.js";
import { identityToken } from "../../server/src/wallet/identity.js";
import { sendSignInCode, WALLET_CODE } from "../../server/src/wallet/code.js";
import { ApiClient } from "../helpers/client.js";
import { startServer, testEnv, type TestServer } from "../helpers/server.js";
import { addSubmission } from "../helpers/campaigns.js";
import { failure } from "../helpers/errors.js";
import { walletCodeFor } from "../helpers/outbox.js";
import { createShop } from "../helpers/shop.js";
import { newPhone, uniqueIp } from "../helpers/unique.js";
import { eventually } from "../helpers/wait.js";
import { browserPushKeys, decryptPush, pushService } from "./pushService.js";
import { walletClient } from "./support.js";

let server: TestServer;
/** The server's secrets (AUTH_SECRET, DATA_DIR) for the functions called directly. */
const env = testEnv();

beforeAll(async () => {
  server = await startServer({ env: { JOBS_SCHEMA: `jobs_wallet_${randomUUID().slice(0, 8)}` } });
});
afterAll(() => server?.close());

/** Two shops, and a customer with the same phone in both (points in the first). */
async function customerInTwoShops() {
  const first = await createShop(server.db);
  const second = await createShop(server.db);
  const phone = newPhone();
  const a = await server.db.customer.create({ data: { companyId: first.company.id, phone, firstName: "Μαρία", newsAcceptedAt: new Date() } });
  const b = await server.db.customer.create({ data: { companyId: second.company.id, phone, newsAcceptedAt: new Date() } });
  await server.db.transaction.create({ data: { companyId: first.company.id, customerId: a.id, amount: 1250, pointsMult: 1, points: 12 } });
  return { first, second, phone, customers: [a, b] };
}

describe("sign-in by SMS code", () => {
  it("sends a 6-digit code stored only as a hash, signs in, and links the phone's customers in every shop", async () => {
    const { first, second, phone, customers } = await customerInTwoShops();
    const client = new ApiClient(server.url);
    await client.trpc.wallet.requestCode.mutate({ phone: phone.replace("+30", "") });
    const code = await walletCodeFor(server.db, phone);
    const stored = await server.db.smsVerificationRequest.findFirstOrThrow({ where: { phone } });
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored.expiresAt!.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);

    await client.trpc.wallet.signIn.mutate({ phone, code });
    const user = await server.db.user.findUniqueOrThrow({ where: { phone } });
    expect(user.phoneVerified).not.toBeNull();
    for (const customer of customers) expect((await server.db.customer.findUniqueOrThrow({ where: { id: customer.id } })).userId).toBe(user.id);
    const cards = await client.trpc.wallet.cards.query();
    expect(cards.map((card) => card.shop.id).sort()).toEqual([first.company.id, second.company.id].sort());
    expect(cards.find((card) => card.shop.id === first.company.id)!.points).toBe(12);
    // The code is spent.
    expect((await failure(client.trpc.wallet.signIn.mutate({ phone, code }))).message).toMatch(/έληξε/);
  });

  it("refuses an expired code", async () => {
    const phone = newPhone();
    const client = new ApiClient(server.url);
    await client.trpc.wallet.requestCode.mutate({ phone });
    const code = await walletCodeFor(server.db, phone);
    await server.db.smsVerificationRequest.updateMany({ where: { phone }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const error = await failure(client.trpc.wallet.signIn.mutate({ phone, code }));
    expect(error.data?.code).toBe("BAD_REQUEST");
    expect(error.message).toMatch(/έληξε/);
    expect(await failure(client.trpc.wallet.cards.query())).toMatchObject({ data: { code: "UNAUTHORIZED" } });
  });

  it("throttles codes per phone and client address", async () => {
    const services = { db: server.db, env, mailer: createMailer(env, server.db), log: server.log };
    const phone = newPhone();
    const ip = uniqueIp();
    const client = { ip, device: randomUUID() };
    for (let i = 0; i < WALLET_CODE.maxPerPhoneAndIp; i++) await sendSignInCode(services, phone, client);
    expect(await failure(sendSignInCode(services, phone, client))).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    // The phone's own holder, elsewhere, still gets a code (tests/wallet/signInCode.test.ts: the other limits).
    await sendSignInCode(services, phone, { ip: uniqueIp(), device: randomUUID() });
    expect(await server.db.outboxMessage.count({ where: { to: phone } })).toBe(WALLET_CODE.maxPerPhoneAndIp + 1);
  });
});

describe("tenancy", () => {
  it("a customer sees and changes only their own shops; sessions of one side never open the other", async () => {
    const { first, second, phone } = await customerInTwoShops();
    const stranger = await createShop(server.db);
    const strangerCustomer = await server.db.customer.create({ data: { companyId: stranger.company.id, phone: newPhone() } });
    await server.db.transaction.create({ data: { companyId: stranger.company.id, customerId: strangerCustomer.id, amount: 500, pointsMult: 1, points: 5 } });
    const wallet = await walletClient(server.url, server.db, phone);

    expect(await wallet.trpc.wallet.history.query({ companyId: stranger.company.id })).toEqual({ rows: [], more: false });
    expect((await wallet.trpc.wallet.history.query({ companyId: first.company.id })).rows.map((row) => row.points)).toEqual([12]);
    expect(await failure(wallet.trpc.wallet.setConsent.mutate({ companyId: stranger.company.id, news: false }))).toMatchObject({ data: { code: "NOT_FOUND" } });
    expect(await failure(wallet.trpc.wallet.leaveShop.mutate({ companyId: stranger.company.id }))).toMatchObject({ data: { code: "NOT_FOUND" } });

    // A wallet session is no shop session, and a shop session no wallet session.
    expect(await failure(wallet.trpc.company.get.query())).toMatchObject({ data: { code: "UNAUTHORIZED" } });
    const owner = await first.signIn(server.url);
    expect(await failure(owner.trpc.wallet.cards.query())).toMatchObject({ data: { code: "UNAUTHORIZED" } });

    // The shop sees its own customer, with nothing of the person's other shop.
    const seen = JSON.stringify(await owner.trpc.company.getCustomer.query({ phone }));
    expect(seen).not.toContain(second.company.id);
    expect(seen).not.toContain(second.company.name);
  });
});

describe("what the customer changes", () => {
  it("records consent with time and source, sets the birthday once, and deleting the account erases the person but keeps the ledger", async () => {
    const { first, second, phone, customers } = await customerInTwoShops();
    const wallet = await walletClient(server.url, server.db, phone);

    await wallet.trpc.wallet.setConsent.mutate({ companyId: first.company.id, news: false, notifications: false });
    const changes = await server.db.consentChange.findMany({ where: { customerId: customers[0]!.id }, orderBy: { kind: "asc" } });
    expect(changes.map(({ kind, granted, source }) => ({ kind, granted, source }))).toEqual([
      { kind: "news", granted: false, source: "wallet" },
      { kind: "notifications", granted: false, source: "wallet" },
    ]);
    expect(await server.db.customer.findUniqueOrThrow({ where: { id: customers[0]!.id } })).toMatchObject({ newsAcceptedAt: null, stoppedNotifications: true });

    await wallet.trpc.wallet.updateProfile.mutate({ firstName: "Μαρία", email: "maria.wallet@example.com", dateOfBirth: "1990-05-17" });
    expect(await failure(wallet.trpc.wallet.updateProfile.mutate({ dateOfBirth: "1991-01-01" }))).toMatchObject({ data: { code: "CONFLICT" } });
    expect((await server.db.customer.findUniqueOrThrow({ where: { id: customers[1]!.id } })).birthday?.toISOString().slice(0, 10)).toBe("1990-05-17");

    expect(await wallet.trpc.wallet.deleteAccount.mutate()).toEqual({ deleted: true, lost: { points: 12, stamps: 0, coupons: 0, shops: 2 } });
    expect(await failure(wallet.trpc.wallet.cards.query())).toMatchObject({ data: { code: "UNAUTHORIZED" } });
    const erased = await server.db.customer.findUniqueOrThrow({ where: { id: customers[0]!.id } });
    expect(erased).toMatchObject({ userId: null, firstName: null, email: null, birthday: null, newsAcceptedAt: null, points: 12 });
    expect(erased.phone).not.toBe(phone);
    expect(await server.db.transaction.count({ where: { customerId: customers[0]!.id } })).toBe(1);
    expect(await server.db.user.findFirst({ where: { OR: [{ phone }, { email: "maria.wallet@example.com" }] } })).toBeNull();
    // The same phone at the counter starts afresh.
    const owner = await second.signIn(server.url);
    await owner.trpc.transaction.add.mutate({ phone, amount: "300", idempotencyKey: randomUUID(), confirmNewCustomer: true });
    expect(await server.db.customer.count({ where: { companyId: second.company.id, phone } })).toBe(1);
  });
});

describe("leaving a shop", () => {
  it("erases the person from that shop only and answers what they held there; the shop keeps an anonymous ledger", async () => {
    const { first, second, phone, customers } = await customerInTwoShops();
    await server.db.stampGifted.create({ data: { companyId: first.company.id, customerId: customers[0]!.id, points: 1 } });
    await server.db.coupon.create({ data: { code: `L${randomUUID().slice(0, 8)}`, points: 0, title: "Δώρο", customerId: customers[0]!.id } });
    // Used and expired coupons are not lost by leaving.
    await server.db.coupon.create({
      data: { code: `U${randomUUID().slice(0, 8)}`, points: 0, title: "Παλιό", customerId: customers[0]!.id, usedAt: new Date() },
    });
    await server.db.stampCoupon.create({
      data: { code: `E${randomUUID().slice(0, 8)}`, points: 0, title: "Έληξε", customerId: customers[0]!.id, validUntil: new Date(Date.now() - 60_000) },
    });
    const wallet = await walletClient(server.url, server.db, phone);
    expect(await wallet.trpc.wallet.leaveShop.mutate({ companyId: first.company.id })).toEqual({ left: true, lost: { points: 12, stamps: 1, coupons: 1 } });
    expect((await wallet.trpc.wallet.cards.query()).map((card) => card.shop.id)).toEqual([second.company.id]);
    const left = await server.db.customer.findUniqueOrThrow({ where: { id: customers[0]!.id } });
    expect(left).toMatchObject({ userId: null, firstName: null, newsAcceptedAt: null, stoppedNotifications: true, points: 12 });
    expect(left.phone).not.toBe(phone);
    expect(await server.db.consentChange.count({ where: { customerId: left.id, source: "wallet-leave" } })).toBe(2);
    expect((await server.db.customer.findUniqueOrThrow({ where: { id: customers[1]!.id } })).phone).toBe(phone);
  });

  it("leaves the shop a customer without a phone in every list, found by id and by no phone search", async () => {
    const { first, phone, customers } = await customerInTwoShops();
    const wallet = await walletClient(server.url, server.db, phone);
    await wallet.trpc.wallet.leaveShop.mutate({ companyId: first.company.id });
    const id = customers[0]!.id;
    const owner = await first.signIn(server.url);

    expect(await owner.trpc.company.getCustomer.query({ id })).toMatchObject({ id, phone: null, firstName: null, points: 12 });
    expect((await owner.trpc.company.getCustomers.query({})).body.find((row) => row.id === id)).toMatchObject({ phone: null, firstName: null });
    const purchases = await owner.trpc.transaction.get.query({ customerId: id });
    expect(purchases.body.map((row) => row.customer.phone)).toEqual([null]);
    // Neither the old phone nor the digits of the row's own id find them.
    const digitsOfId = id.replace(/\D/g, "").slice(0, 3);
    for (const text of [phone.slice(3), digitsOfId].filter(Boolean)) {
      expect(
        (await owner.trpc.company.getCustomers.query({ text })).body.map((row) => row.id),
        text,
      ).not.toContain(id);
      expect(
        (await owner.trpc.transaction.get.query({ text })).body.map((row) => row.customer.id),
        text,
      ).not.toContain(id);
    }
    const csv = await owner.fetch(`/api/export/transactions.csv?customerId=${id}`);
    expect(await csv.text()).toContain("Πελάτης που αποχώρησε");
    expect(JSON.stringify(await owner.trpc.company.getCustomers.query({}))).not.toContain("left:");
  });
});

describe("the counter identifies a wallet", () => {
  it("turns the QR token into the phone for one or two minutes only", async () => {
    const { first, phone } = await customerInTwoShops();
    const wallet = await walletClient(server.url, server.db, phone);
    const owner = await first.signIn(server.url);
    const { token } = await wallet.trpc.wallet.identityToken.query();
    expect(await owner.trpc.company.identifyWalletCustomer.query({ token })).toEqual({ phone });
    const user = await server.db.user.findUniqueOrThrow({ where: { phone } });
    const old = identityToken(env, user.id, Date.now() - 3 * 60_000).token;
    expect(await failure(owner.trpc.company.identifyWalletCustomer.query({ token: old }))).toMatchObject({ data: { code: "NOT_FOUND" } });
    expect(await failure(owner.trpc.company.identifyWalletCustomer.query({ token: token.replace(/.$/, (c) => (c === "A" ? "B" : "A")) }))).toMatchObject({
      data: { code: "NOT_FOUND" },
    });
  });
});

describe("Web Push", () => {
  it("a push campaign reaches the wallet's subscription, encrypted, beside the app's Expo token; a subscription the service says is gone is removed", async () => {
    const { first, phone, customers } = await customerInTwoShops();
    const wallet = await walletClient(server.url, server.db, phone);
    let answer = 201;
    const service = await pushService(() => answer);
    try {
      const browserKeys = browserPushKeys();
      const endpoint = `${service.url}/push/${randomUUID()}`;
      await wallet.trpc.wallet.subscribePush.mutate({ endpoint, keys: { p256dh: browserKeys.p256dh, auth: browserKeys.auth } });
      // The same person also has the mobile app (PUSH_PROVIDER unset: Expo messages go to the development outbox).
      const user = await server.db.user.findUniqueOrThrow({ where: { phone } });
      const expoToken = `ExponentPushToken[${randomUUID()}]`;
      await server.db.notificationToken.create({ data: { userId: user.id, expoPushToken: expoToken } });

      const submission = await addSubmission(server.db, first.company.id, "PUSH");
      const owner = await first.signIn(server.url);
      expect(await owner.trpc.campaign.audienceCount.query({ id: submission.id, audience: { kind: "all" } })).toMatchObject({ eligible: 1 });
      await owner.trpc.campaign.launch.mutate({ id: submission.id, audience: { kind: "all" } });
      const campaign = await server.db.campaign.findFirstOrThrow({ where: { alertReviewId: submission.id } });
      await eventually(async () => (service.received.length ? true : undefined));

      expect(service.received).toHaveLength(1);
      const [message] = service.received;
      expect(message!.headers["content-encoding"]).toBe("aes128gcm");
      expect(String(message!.headers.authorization)).toMatch(/^vapid t=.+, k=.+/);
      const payload = JSON.parse(decryptPush(message!, browserKeys));
      expect(payload).toEqual({ title: `${first.company.name}: Νέο μενού`, body: "Δοκιμάστε το νέο χειμερινό μενού.", url: "https://example.com/menu" });
      await eventually(async () =>
        (await server.db.campaignDelivery.count({ where: { campaignId: campaign.id, customerId: customers[0]!.id, status: "sent" } })) ? true : undefined,
      );
      expect(await server.db.outboxMessage.findFirst({ where: { channel: "PUSH", to: expoToken } })).toMatchObject({ subject: "[Push] Νέο μενού" });
      // The in-wallet notification.
      const [notice] = await wallet.trpc.wallet.notifications.query();
      expect(notice).toMatchObject({ title: "Νέο μενού", shop: first.company.name, viewed: false });
      expect(await wallet.trpc.wallet.markViewed.mutate({ ids: [notice!.id] })).toEqual({ marked: 1 });
      expect((await wallet.trpc.wallet.notifications.query())[0]).toMatchObject({ viewed: true });

      // With the wallet alone, a push service saying the subscription is gone fails the delivery and removes it.
      await server.db.notificationToken.deleteMany({ where: { userId: user.id } });
      answer = 410;
      const again = await addSubmission(server.db, first.company.id, "PUSH");
      await owner.trpc.campaign.launch.mutate({ id: again.id, audience: { kind: "all" } });
      const second = await server.db.campaign.findFirstOrThrow({ where: { alertReviewId: again.id } });
      await eventually(async () => ((await server.db.campaignDelivery.count({ where: { campaignId: second.id, status: "failed" } })) ? true : undefined));
      expect(service.received).toHaveLength(2);
      expect(await server.db.webPushSubscription.count({ where: { endpoint } })).toBe(0);
    } finally {
      await service.close();
    }
  });
});

describe("links to the wallet", () => {
  it("campaign SMS and e-mails carry a link that opens the wallet at the shop", async () => {
    const { first, customers } = await customerInTwoShops();
    await server.db.customer.update({ where: { id: customers[0]!.id }, data: { email: `wallet-link-${randomUUID()}@example.com` } });
    const owner = await first.signIn(server.url);
    const slug = first.company.slug;

    const sms = await server.db.alertReview.create({
      data: { companyId: first.company.id, type: "SMS", status: "APPROVED", title: "Πόντοι", text: "Οι πόντοι σας: {wallet}", encoding: "GSM" },
    });
    await owner.trpc.campaign.launch.mutate({ id: sms.id, audience: { kind: "all" } });
    const sent = await eventually(
      async () =>
        (await server.db.outboxMessage.findFirst({ where: { channel: "SMS", to: customers[0]!.phone, text: { contains: "Οι πόντοι σας" } } })) ?? undefined,
    );
    const host = new URL(server.publicOrigin).host;
    expect(sent.text).toContain(`Οι πόντοι σας: ${host}/w/${slug}\n`);
    const redirect = await fetch(`${server.url}/w/${slug}`, { redirect: "manual" });
    expect(redirect.headers.get("location")).toBe(`/wallet/?shop=${slug}`);

    const email = await addSubmission(server.db, first.company.id, "EMAIL");
    await owner.trpc.campaign.launch.mutate({ id: email.id, audience: { kind: "all" } });
    const mail = await eventually(
      async () =>
        (await server.db.outboxMessage.findFirst({ where: { channel: "EMAIL", text: { contains: "Καλό χειμώνα" }, to: { contains: "wallet-link-" } } })) ??
        undefined,
    );
    expect(mail.text).toContain(`${server.publicOrigin}/wallet/?shop=${slug}`);
  });
});

describe("the history", () => {
  it("comes a page of 20 at a time, newest first, without repeating or skipping a row", async () => {
    const { first, phone, customers } = await customerInTwoShops();
    const start = Date.now() - 60 * 60_000;
    await server.db.gifted.createMany({
      data: Array.from({ length: 24 }, (_, index) => ({
        companyId: first.company.id,
        customerId: customers[0]!.id,
        points: index + 1,
        createdAt: new Date(start + index * 1000),
      })),
    });
    const wallet = await walletClient(server.url, server.db, phone);
    const page1 = await wallet.trpc.wallet.history.query({ companyId: first.company.id });
    expect(page1.rows).toHaveLength(20);
    expect(page1.more).toBe(true);
    const page2 = await wallet.trpc.wallet.history.query({ companyId: first.company.id, offset: 20 });
    expect(page2.more).toBe(false);
    // 24 gifts and the purchase of customerInTwoShops (the newest).
    expect([...page1.rows, ...page2.rows].map((row) => row.points)).toEqual([12, ...Array.from({ length: 24 }, (_, index) => 24 - index)]);
    expect((await failure(wallet.trpc.wallet.history.query({ companyId: first.company.id, offset: -1 }))).data?.code).toBe("BAD_REQUEST");
  });
});

describe("campaign SMS under «Ειδοποιήσεις»", () => {
  it("lists the SMS sent to the customer's phone with the shop's name and time, and no one else's", async () => {
    const { first, phone } = await customerInTwoShops();
    const neighbour = await server.db.customer.create({ data: { companyId: first.company.id, phone: newPhone(), newsAcceptedAt: new Date() } });
    const owner = await first.signIn(server.url);
    const sms = await server.db.alertReview.create({
      data: {
        companyId: first.company.id,
        type: "SMS",
        status: "APPROVED",
        title: "Εσωτερικός τίτλος",
        text: "Διπλοί πόντοι σήμερα! {wallet}",
        encoding: "UNICODE",
      },
    });
    const before = Date.now();
    await owner.trpc.campaign.launch.mutate({ id: sms.id, audience: { kind: "all" } });
    const campaign = await server.db.campaign.findFirstOrThrow({ where: { alertReviewId: sms.id } });
    await eventually(async () => ((await server.db.campaignDelivery.count({ where: { campaignId: campaign.id, status: "sent" } })) === 2 ? true : undefined));

    const wallet = await walletClient(server.url, server.db, phone);
    const notices = await wallet.trpc.wallet.notifications.query();
    const host = new URL(server.publicOrigin).host;
    expect(notices).toEqual([
      {
        id: expect.any(String),
        channel: "sms",
        viewed: true,
        at: expect.any(String),
        shop: first.company.name,
        title: null,
        text: `Διπλοί πόντοι σήμερα! ${host}/w/${first.company.slug}`,
        url: null,
      },
    ]);
    expect(Date.parse(notices[0]!.at)).toBeGreaterThanOrEqual(before - 1000);

    // The neighbour, signed in to their own wallet, sees their own SMS only.
    const theirs = await walletClient(server.url, server.db, neighbour.phone);
    const theirNotices = await theirs.trpc.wallet.notifications.query();
    expect(theirNotices.map((notice) => notice.id)).toHaveLength(1);
    expect(theirNotices[0]!.id).not.toBe(notices[0]!.id);

    // Having left the shop, its SMS are no longer the person's to list.
    await wallet.trpc.wallet.leaveShop.mutate({ companyId: first.company.id });
    expect(await wallet.trpc.wallet.notifications.query()).toEqual([]);
  });
});
