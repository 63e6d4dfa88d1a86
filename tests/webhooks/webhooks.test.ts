// Webhooks end to end: an owner registers a local receiver in the settings; events from API and admin
// writes arrive signed, are retried after 500s with growing delays, are logged per attempt, can be
// sent again, are never sent for a rolled-back write, and an endpoint failing for three days is
// switched off with a mail to the owner.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCoupon } from "../../server/src/rewards/issue.js";
import { isPrivateAddress } from "../../server/src/webhooks/address.js";
import { checkEndpointUrl } from "../../server/src/webhooks/endpoints.js";
import { WEBHOOK_EVENTS } from "../../server/src/shared/webhookEvents.js";
import { post } from "../../server/src/webhooks/deliver.js";
import { signatureHeader, verifySignature } from "../../server/src/webhooks/signature.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { type Received, Receiver } from "./receiver.js";
import { failure } from "../helpers/errors.js";
import { shopWithKey } from "../helpers/pos.js";
import { newPhone } from "../helpers/unique.js";
import { eventually } from "../helpers/wait.js";

let server: TestServer;
let shop: Awaited<ReturnType<typeof shopWithKey>>;
let receiver: Receiver;
let endpointId: string;

beforeAll(async () => {
  server = await startServer();
  [shop, receiver] = await Promise.all([shopWithKey(server.url, server.db, { initiationGift: 0 }), new Receiver().start()]);
  const created = await shop.owner.trpc.webhook.create.mutate({ url: receiver.url, description: "Ταμειακό", events: [...WEBHOOK_EVENTS] });
  receiver.secret = created.secret;
  endpointId = created.id;
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const deliveriesOf = (type: string) => server.db.webhookDelivery.findMany({ where: { companyId: shop.company.id, type } });

describe("webhook events", () => {
  it("delivers a purchase signed, retries it after 500s with growing delays, and logs every attempt", async () => {
    receiver.answers = { "purchase.created": [500, 500] };
    const phone = newPhone();
    const purchase = (await shop.pos.post("/purchases", { confirmNewCustomer: true, phone, amount: "1250" })).body;
    await receiver.until(() => receiver.of("purchase.created").some((entry) => entry.answered === 200));

    const attempts = receiver.of("purchase.created");
    expect(attempts.map((entry) => entry.answered)).toEqual([500, 500, 200]);
    expect(attempts.every((entry) => entry.signed)).toBe(true);
    expect(new Set(attempts.map((entry) => entry.eventId)).size).toBe(1);
    expect(attempts[0].body).toMatchObject({
      id: attempts[0].eventId,
      type: "purchase.created",
      data: { id: purchase.transaction.id, kind: "points", amount: "1250", points: 12, customer: { id: purchase.customer.id, phone }, cancelledAt: null },
    });

    // The receiver has answered; the server records the answer a moment later, as the settings then show.
    const logged = await eventually(async () => {
      const [delivery] = (await shop.owner.trpc.webhook.deliveries.query({ endpointId })).filter((entry) => entry.type === "purchase.created");
      return delivery?.status === "delivered" ? delivery : undefined;
    }, 10_000);
    expect(logged).toMatchObject({ status: "delivered", attempts: expect.any(Array) });
    expect(logged.attempts.map((attempt) => attempt.statusCode)).toEqual([200, 500, 500]);
    expect(logged.attempts[2].responseBody).toBe("boom");
    // 1 s, then 2 s: the delays double.
    const times = logged.attempts.map((attempt) => new Date(attempt.createdAt).getTime()).reverse();
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(1000);
    expect(times[2] - times[1]).toBeGreaterThanOrEqual(2000);

    // Send again: the same event once more.
    await shop.owner.trpc.webhook.resend.mutate({ id: logged.id });
    await receiver.until(() => receiver.of("purchase.created").length === 4);
    expect(receiver.of("purchase.created")[3].eventId).toBe(attempts[0].eventId);
  });

  it("sends each chosen event of the counter: customer, stamp, coupon made and redeemed, cancellation", async () => {
    const phone = newPhone();
    const stamp = (await shop.pos.post("/stamps", { confirmNewCustomer: true, phone })).body;
    const coupon = await insertCoupon(server.db, "points", {
      customerId: stamp.customer.id,
      rewardId: null,
      title: "Δώρο",
      description: null,
      url: null,
      points: 0,
      validUntil: null,
      usedAt: null,
    });
    await shop.pos.post("/coupons/redeem", { code: coupon.code });
    await shop.owner.trpc.transaction.cancel.mutate({ id: stamp.transaction.id });

    const mine = (entry: Received) => JSON.stringify(entry.body.data).includes(stamp.customer.id);
    await receiver.until(() =>
      ["customer.created", "stamp.added", "coupon.created", "coupon.redeemed", "transaction.cancelled"].every((type) => receiver.of(type).some(mine)),
    );
    expect(receiver.of("customer.created").find(mine)!.body.data).toMatchObject({ id: stamp.customer.id, phone });
    expect(receiver.of("coupon.redeemed").find(mine)!.body.data).toMatchObject({ code: coupon.code, kind: "points", usedAt: expect.any(String) });
    expect(receiver.of("transaction.cancelled").find(mine)!.body.data).toMatchObject({
      id: stamp.transaction.id,
      kind: "stamps",
      cancelledAt: expect.any(String),
    });
  });

  it("writes campaign.executed with the campaign's launch", async () => {
    const review = await server.db.alertReview.create({ data: { companyId: shop.company.id, type: "EMAIL", title: "Φθινόπωρο", status: "EXECUTED" } });
    const campaign = await server.db.campaign.create({ data: { title: "Φθινόπωρο", description: "Όλοι οι πελάτες", alertReviewId: review.id } });
    await server.db.campaignLaunch.create({ data: { campaignId: campaign.id, channel: "EMAIL", audience: {}, launchedById: shop.company.userId } });
    const [delivery] = await deliveriesOf("campaign.executed");
    expect(delivery.payload).toMatchObject({ type: "campaign.executed", data: { campaignId: campaign.id, channel: "EMAIL", title: "Φθινόπωρο" } });
  });

  it("writes nothing for a change that is rolled back, nor for events no endpoint chose", async () => {
    const phone = newPhone();
    const purchase = (await shop.pos.post("/purchases", { confirmNewCustomer: true, phone, amount: "1000" })).body;
    await insertCoupon(server.db, "points", {
      customerId: purchase.customer.id,
      rewardId: null,
      title: "Ξοδεμένοι πόντοι",
      description: null,
      url: null,
      points: 10,
      validUntil: null,
      usedAt: null,
    });
    // The cancellation's UPDATE runs and the balance guard rolls it back.
    expect((await shop.pos.post(`/transactions/${purchase.transaction.id}/cancel`)).status).toBe(409);
    const cancelled = await server.db.webhookDelivery.findMany({ where: { companyId: shop.company.id, type: "transaction.cancelled" } });
    expect(cancelled.filter((delivery) => JSON.stringify(delivery.payload).includes(purchase.transaction.id))).toEqual([]);

    const quiet = await shopWithKey(server.url, server.db);
    await quiet.owner.trpc.webhook.create.mutate({ url: receiver.url, events: ["coupon.redeemed"] });
    await quiet.pos.post("/purchases", { confirmNewCustomer: true, phone: newPhone(), amount: "1000" });
    expect(await server.db.webhookDelivery.count({ where: { companyId: quiet.company.id } })).toBe(0);
  });

  it("switches off an endpoint that has failed for three days and mails the owner", async () => {
    const failing = await shopWithKey(server.url, server.db);
    const sink = await new Receiver().start();
    try {
      const created = await failing.owner.trpc.webhook.create.mutate({ url: sink.url, events: ["purchase.created"] });
      sink.secret = created.secret;
      sink.answers = { "purchase.created": [500, 500, 500] };
      await server.db.webhookEndpoint.update({ where: { id: created.id }, data: { failingSince: new Date(Date.now() - 3 * 86_400_000 - 60_000) } });
      await failing.pos.post("/purchases", { confirmNewCustomer: true, phone: newPhone(), amount: "100" });
      await sink.until(() => sink.received.length >= 1);
      const owner = await server.db.user.findUniqueOrThrow({ where: { id: failing.company.userId } });
      const deadline = Date.now() + 15_000;
      while (!(await server.db.outboxMessage.count({ where: { to: owner.email! } })) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const [endpoint] = await failing.owner.trpc.webhook.list.query();
      expect(endpoint).toMatchObject({ enabled: false, disabledReason: expect.stringMatching(/τρεις ημέρες/) });
      const [mail] = await server.db.outboxMessage.findMany({ where: { to: owner.email! } });
      expect(mail.subject).toMatch(/webhook/);
      expect(mail.text).toContain(sink.url);
      // Switched off: no more attempts; "send again" asks to switch it on first.
      const [delivery] = await failing.owner.trpc.webhook.deliveries.query({ endpointId: created.id });
      expect(delivery.status).toBe("failed");
      expect((await failure(failing.owner.trpc.webhook.resend.mutate({ id: delivery.id }))).data?.code).toBe("PRECONDITION_FAILED");
    } finally {
      await sink.close();
    }
  });
});

describe("webhook settings", () => {
  it("are the owner's, per shop; the signing secret is shown only when made or renewed", async () => {
    const list = await shop.owner.trpc.webhook.list.query();
    expect(list[0]).toMatchObject({ id: endpointId, url: receiver.url, description: "Ταμειακό", enabled: true });
    expect(JSON.stringify(list)).not.toContain(receiver.secret);
    const other = await shopWithKey(server.url, server.db);
    expect(await other.owner.trpc.webhook.list.query()).toEqual([]);
    expect(await other.owner.trpc.webhook.deliveries.query({ endpointId })).toEqual([]);
    expect((await failure(other.owner.trpc.webhook.delete.mutate({ id: endpointId }))).data?.code).toBe("NOT_FOUND");
    const renewed = await shop.owner.trpc.webhook.rotateSecret.mutate({ id: endpointId });
    expect(renewed.secret).not.toBe(receiver.secret);
    receiver.secret = renewed.secret;
  });

  it("refuses URLs of private networks unless allowed, and URLs that are not http(s)", async () => {
    for (const url of [
      "http://127.0.0.1:9/x",
      "http://localhost/x",
      "http://10.0.0.7/x",
      "http://[::1]/x",
      "http://169.254.169.254/latest",
      "http://[::ffff:192.168.1.1]/",
    ]) {
      await expect(checkEndpointUrl(url, false)).rejects.toThrow(/ιδιωτικό ή τοπικό/);
    }
    await expect(checkEndpointUrl("ftp://example.com/x", false)).rejects.toThrow(/https/);
    await expect(checkEndpointUrl("https://user:pw@example.com/x", false)).rejects.toThrow(/κωδικό/);
    await expect(checkEndpointUrl("http://127.0.0.1:9/x", true)).resolves.toBe("http://127.0.0.1:9/x");
    expect(["8.8.8.8", "2a00:1450:4001::1", "93.184.216.34"].map(isPrivateAddress)).toEqual([false, false, false]);
    expect(["0.0.0.0", "100.64.1.1", "172.20.1.1", "fd00::1", "fe80::1", "::"].map(isPrivateAddress)).toEqual([true, true, true, true, true, true]);
  });

  it("does not connect to a private address at delivery time either", async () => {
    const before = receiver.received.length;
    const outcome = await post(receiver.url, "{}", {}, false);
    expect(outcome).toMatchObject({ statusCode: null, error: "Η διεύθυνση είναι ιδιωτική ή τοπική." });
    expect(receiver.received.length).toBe(before);
  });

  it("signatures: HMAC-SHA256 over timestamp and body; a changed body or an old timestamp fails", () => {
    const secret = "whsec_test";
    const header = signatureHeader(secret, '{"a":1}');
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(secret, header, '{"a":1}')).toBe(true);
    expect(verifySignature(secret, header, '{"a":2}')).toBe(false);
    expect(verifySignature("whsec_other", header, '{"a":1}')).toBe(false);
    expect(verifySignature(secret, signatureHeader(secret, "{}", Math.floor(Date.now() / 1000) - 3600), "{}")).toBe(false);
  });

  it("keeps an Idempotency-Key of the API apart from webhooks (a replay writes no second event)", async () => {
    const key = randomUUID();
    const phone = newPhone();
    await shop.pos.post("/purchases", { confirmNewCustomer: true, phone, amount: "300" }, key);
    await shop.pos.post("/purchases", { confirmNewCustomer: true, phone, amount: "300" }, key);
    const events = (await deliveriesOf("purchase.created")).filter((delivery) => JSON.stringify(delivery.payload).includes(phone));
    expect(events).toHaveLength(1);
  });
});
