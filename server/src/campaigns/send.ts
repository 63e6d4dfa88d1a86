// Sends a launched campaign: claims its pending deliveries in batches (one batch per second at the
// channels' rate) and hands each to the campaign type's channels (channels/registry.ts).
//
// No recipient gets a message twice, whether pg-boss retries the job or two server processes run it:
// a delivery is claimed by one conditional UPDATE (pending → sending, FOR UPDATE SKIP LOCKED), only the
// claimer sends it, and a claimed delivery is never claimed again (a process that dies mid-send leaves it
// "sending"; after STALE_AFTER_MS it is recorded as failed, not resent). Consent is read again right
// before each message, so an opt-out between launch and send is honoured.
import { channelsOf, type TransportsByName } from "../channels/registry.js";
import { PermanentFailure, type MessageContext, type Recipient, type Transport } from "../channels/types.js";
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";
import type { DeliveryStatus, Prisma } from "../generated/prisma/client.js";
import type { Logger } from "../lib/logger.js";

export type SendContext = { db: Db; env: Env; log: Logger };
export type SendSummary = { sent: number; failed: number; skipped: number; retryLater: number };

const STALE_AFTER_MS = 15 * 60_000;

type Claimed = { id: string; customerId: string; address: string | null };

async function claim(db: Db, campaignId: string, limit: number, excluded: string[]): Promise<Claimed[]> {
  return db.$queryRaw<Claimed[]>`
    UPDATE "CampaignDelivery" d SET status = 'sending', "updatedAt" = now()
    WHERE d.id IN (
      SELECT id FROM "CampaignDelivery"
      WHERE "campaignId" = ${campaignId} AND status = 'pending' AND NOT (id = ANY(${excluded}::text[]))
      ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED
    ) AND d.status = 'pending'
    RETURNING d.id, d."customerId", d.address`;
}

/** Records the outcome of a claimed delivery (only while it is still ours: status "sending"). */
async function finish(db: Db, id: string, status: DeliveryStatus, data: Prisma.CampaignDeliveryUpdateManyMutationInput = {}) {
  await db.campaignDelivery.updateMany({ where: { id, status: "sending" }, data: { ...data, status } });
}

/**
 * Hands the recipient's messages to their channels, in the registry's order. Sent once one channel took
 * it (the provider ids of all that did, joined); if none did, the first channel's failure stands.
 */
async function sendOn(outgoing: { transport: Transport<unknown>; message: unknown }[]): Promise<string | null> {
  const ids: string[] = [];
  const failures: unknown[] = [];
  for (const { transport, message } of outgoing) {
    try {
      const { providerId } = await transport.send(message);
      if (providerId) ids.push(providerId);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length === outgoing.length) throw failures[0];
  return ids.join(",") || null;
}

/** `transports`: some channels' transports replaced (tests); the others are the channels' own. */
export async function sendCampaign(context: SendContext, campaignId: string, transports: Partial<TransportsByName> = {}): Promise<SendSummary> {
  const { db, env, log } = context;
  const summary: SendSummary = { sent: 0, failed: 0, skipped: 0, retryLater: 0 };
  const launched = await db.campaign.findUnique({ where: { id: campaignId }, include: { launch: true, alertReview: { include: { company: true } } } });
  if (!launched?.launch) {
    log.warn({ campaignId }, "campaign to send not found");
    return summary;
  }
  const { launch, alertReview: campaign } = launched;
  const channels = channelsOf(launch.channel);
  const transportOf = new Map(channels.map((channel) => [channel, (transports[channel.name] ?? channel.transport(env, db)) as Transport<unknown>]));
  const messageContext: MessageContext = { db, env, campaign, company: campaign.company };

  await db.campaignDelivery.updateMany({
    where: { campaignId, status: "sending", updatedAt: { lt: new Date(Date.now() - STALE_AFTER_MS) } },
    data: { status: "failed", error: "interrupted" },
  });

  const retry: string[] = [];

  async function deliver(delivery: Claimed): Promise<void> {
    const customer = await db.customer.findUnique({
      where: { id: delivery.customerId },
      select: { newsAcceptedAt: true, stoppedNotifications: true, userId: true },
    });
    if (!customer?.newsAcceptedAt || customer.stoppedNotifications) {
      summary.skipped++;
      return finish(db, delivery.id, "skipped", { error: "no_consent" });
    }
    const recipient: Recipient = { deliveryId: delivery.id, customerId: delivery.customerId, userId: customer.userId, address: delivery.address };
    try {
      const outgoing: { transport: Transport<unknown>; message: unknown }[] = [];
      for (const channel of channels) {
        const message = await channel.message(messageContext, recipient);
        if (message !== null) outgoing.push({ transport: transportOf.get(channel)!, message });
      }
      if (!outgoing.length) {
        summary.skipped++;
        return finish(db, delivery.id, "skipped", { error: channels[0].unreachable });
      }
      if (launch.notificationId && customer.userId) {
        await db.userNotification.createMany({ data: [{ userId: customer.userId, notificationId: launch.notificationId }], skipDuplicates: true });
      }
      const providerId = await sendOn(outgoing);
      summary.sent++;
      await finish(db, delivery.id, "sent", { providerId, sentAt: new Date(), error: null });
    } catch (error) {
      const message = error instanceof Error ? error.message.slice(0, 500) : String(error);
      if (error instanceof PermanentFailure) {
        summary.failed++;
        return finish(db, delivery.id, "failed", { error: message });
      }
      // Not handed over: back in the queue for the job's next attempt.
      summary.retryLater++;
      log.warn({ err: error, campaignId, deliveryId: delivery.id }, "campaign message not sent; retried later");
      await finish(db, delivery.id, "pending", { error: message });
      retry.push(delivery.id);
    }
  }

  const rate = Math.min(...channels.map((channel) => channel.rate(env)));
  for (;;) {
    const started = Date.now();
    const batch = await claim(db, campaignId, rate, retry);
    for (const delivery of batch) await deliver(delivery);
    if (batch.length < rate) break;
    const wait = 1000 - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  log.info({ campaignId, ...summary }, "campaign batch run finished");
  if (summary.retryLater) throw new Error(`${summary.retryLater} campaign messages not sent yet; the job is retried`);
  return summary;
}
