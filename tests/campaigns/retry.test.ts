// Sending is at most once per recipient: the send handler run concurrently and again (as pg-boss does on
// a retry or with two server processes) gives each recipient exactly one message; a provider outage is
// retried for the recipients it hit only; a refused address is failed and not retried.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendCampaign, type SendContext } from "../../server/src/campaigns/send.js";
import type { TransportsByName } from "../../server/src/channels/registry.js";
import type { EmailMessage } from "../../server/src/channels/email/transport.js";
import { PermanentFailure } from "../../server/src/channels/types.js";
import type { ApiClient } from "../helpers/client.js";
import { startServer, testEnv, type TestServer } from "../helpers/server.js";
import { addSubmission } from "../helpers/campaigns.js";
import { audienceCustomer } from "../helpers/customers.js";
import { createShop } from "../helpers/shop.js";

let server: TestServer;
let shop: Awaited<ReturnType<typeof createShop>>;
let owner: ApiClient;
let context: SendContext;

beforeAll(async () => {
  // CAMPAIGN_RATE_EMAIL 2: several claim batches per run, so concurrent runs interleave.
  server = await startServer({ env: { JOBS_SCHEMA: `jobs_retry_${randomUUID().slice(0, 8)}` } });
  context = { db: server.db, env: testEnv({ CAMPAIGN_RATE_EMAIL: "2" }), log: server.log };
  shop = await createShop(server.db);
  owner = await shop.signIn(server.url);
});
afterAll(() => server?.close());

/** Transports that record every e-mail handed over; `fail` decides per attempt. */
function recordingTransports(fail: (message: EmailMessage, attempt: number) => Error | null = () => null) {
  const sent: string[] = [];
  const attempts = new Map<string, number>();
  const transports: Partial<TransportsByName> = {
    email: {
      async send(message) {
        const attempt = (attempts.get(message.to) ?? 0) + 1;
        attempts.set(message.to, attempt);
        // Give the other runs a chance to interleave.
        await new Promise((resolve) => setTimeout(resolve, 5));
        const error = fail(message, attempt);
        if (error) throw error;
        sent.push(message.to);
        return { providerId: message.messageId };
      },
    },
  };
  return { transports, sent };
}

/** A launched e-mail campaign for `count` consenting customers, scheduled an hour ahead so only the test sends it. */
async function scheduledCampaign(count: number) {
  const customers = await Promise.all(Array.from({ length: count }, () => audienceCustomer(server.db, shop.company.id)));
  const submission = await addSubmission(server.db, shop.company.id, "EMAIL", "APPROVED");
  const audience = { kind: "filter" as const, customOptions: [{ key: "batch", value: submission.id }] };
  await server.db.customerField.createMany({ data: customers.map((customer) => ({ customerId: customer.id, key: "batch", value: submission.id })) });
  const launched = await owner.trpc.campaign.launch.mutate({ id: submission.id, audience, scheduleAt: new Date(Date.now() + 3600_000).toISOString() });
  expect(launched.recipients).toBe(count);
  return { campaignId: launched.campaignId, addresses: customers.map((customer) => customer.email!) };
}

function tally(addresses: string[]): Record<string, number> {
  return Object.fromEntries([...new Set(addresses)].map((address) => [address, addresses.filter((a) => a === address).length]));
}

describe("sending a campaign", () => {
  it("sends each recipient exactly one message when runs overlap and repeat", async () => {
    const { campaignId, addresses } = await scheduledCampaign(7);
    const { transports, sent } = recordingTransports();
    const runs = await Promise.all([1, 2, 3].map(() => sendCampaign(context, campaignId, transports)));
    expect(runs.reduce((total, run) => total + run.sent, 0)).toBe(7);
    await sendCampaign(context, campaignId, transports);
    expect(tally(sent)).toEqual(Object.fromEntries(addresses.map((address) => [address, 1])));
    expect(await server.db.campaignDelivery.count({ where: { campaignId, status: "sent" } })).toBe(7);
  });

  it("retries only the recipients a provider outage hit", async () => {
    const { campaignId, addresses } = await scheduledCampaign(3);
    const unlucky = addresses[1]!;
    const { transports, sent } = recordingTransports((message, attempt) =>
      message.to === unlucky && attempt === 1 ? new Error("connect ECONNREFUSED") : null,
    );
    await expect(sendCampaign(context, campaignId, transports)).rejects.toThrow(/retried/);
    const waiting = await server.db.campaignDelivery.findFirstOrThrow({ where: { campaignId, address: unlucky } });
    expect(waiting).toMatchObject({ status: "pending", error: "connect ECONNREFUSED" });
    expect(await sendCampaign(context, campaignId, transports)).toMatchObject({ sent: 1, retryLater: 0 });
    expect(tally(sent)).toEqual(Object.fromEntries(addresses.map((address) => [address, 1])));
  });

  it("records a refused address as failed and does not retry it", async () => {
    const { campaignId, addresses } = await scheduledCampaign(2);
    const refused = addresses[0]!;
    const { transports, sent } = recordingTransports((message) => (message.to === refused ? new PermanentFailure("550 no such user") : null));
    expect(await sendCampaign(context, campaignId, transports)).toMatchObject({ sent: 1, failed: 1, retryLater: 0 });
    expect(await sendCampaign(context, campaignId, transports)).toMatchObject({ sent: 0, failed: 0 });
    expect(sent).toEqual([addresses[1]]);
    expect(await server.db.campaignDelivery.findFirstOrThrow({ where: { campaignId, address: refused } })).toMatchObject({
      status: "failed",
      error: "550 no such user",
    });
  });

  it("never resends a delivery a dead process left half-sent", async () => {
    const { campaignId, addresses } = await scheduledCampaign(2);
    const stuck = addresses[0]!;
    await server.db.campaignDelivery.updateMany({
      where: { campaignId, address: stuck },
      data: { status: "sending", updatedAt: new Date(Date.now() - 20 * 60_000) },
    });
    const { transports, sent } = recordingTransports();
    await sendCampaign(context, campaignId, transports);
    expect(sent).toEqual([addresses[1]]);
    expect(await server.db.campaignDelivery.findFirstOrThrow({ where: { campaignId, address: stuck } })).toMatchObject({
      status: "failed",
      error: "interrupted",
    });
  });
});
