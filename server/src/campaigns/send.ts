// Sends a launched campaign: claims its pending deliveries in batches (one batch per second at the
// channel's rate) and hands each to the channel's transport.
//
// No recipient gets a message twice, whether pg-boss retries the job or two server processes run it:
// a delivery is claimed by one conditional UPDATE (pending → sending, FOR UPDATE SKIP LOCKED), only the
// claimer sends it, and a claimed delivery is never claimed again (a process that dies mid-send leaves it
// "sending"; after STALE_AFTER_MS it is recorded as failed, not resent). Consent is read again right
// before each message, so an opt-out between launch and send is honoured.
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";
import type { AlertType, DeliveryStatus } from "../generated/prisma/client.js";
import { Prisma } from "../generated/prisma/client.js";
import type { Logger } from "../lib/logger.js";
import { emailFor, pushFor, smsFor } from "./content.js";
import { ensureOptOutCode } from "./optOutCode.js";
import { createTransports, PermanentFailure, type Transports } from "./transports/index.js";

export type SendContext = { db: Db; env: Env; log: Logger };
export type SendSummary = { sent: number; failed: number; skipped: number; retryLater: number };

const STALE_AFTER_MS = 15 * 60_000;

type Claimed = { id: string; customerId: string; address: string | null };

function ratePerSecond(env: Env, channel: AlertType): number {
  return channel === "EMAIL" ? env.CAMPAIGN_RATE_EMAIL : channel === "SMS" ? env.CAMPAIGN_RATE_SMS : env.CAMPAIGN_RATE_PUSH;
}

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

export async function sendCampaign(context: SendContext, campaignId: string, transports: Transports = createTransports(context.env, context.db)): Promise<SendSummary> {
  const { db, env, log } = context;
  const summary: SendSummary = { sent: 0, failed: 0, skipped: 0, retryLater: 0 };
  const campaign = await db.campaign.findUnique({ where: { id: campaignId }, include: { launch: true, alertReview: { include: { company: true } } } });
  if (!campaign?.launch) {
    log.warn({ campaignId }, "campaign to send not found");
    return summary;
  }
  const { launch, alertReview: submission } = campaign;
  const company = submission.company;

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
    try {
      let providerId: string | null;
      if (launch.channel === "PUSH") {
        const tokens = customer.userId ? await db.notificationToken.findMany({ where: { userId: customer.userId }, select: { expoPushToken: true } }) : [];
        const webPush = customer.userId ? await db.webPushSubscription.findMany({ where: { userId: customer.userId }, select: { endpoint: true, p256dh: true, auth: true } }) : [];
        if (!customer.userId || (!tokens.length && !webPush.length)) {
          summary.skipped++;
          return finish(db, delivery.id, "skipped", { error: "no_token" });
        }
        if (launch.notificationId) {
          await db.userNotification.createMany({ data: [{ userId: customer.userId, notificationId: launch.notificationId }], skipDuplicates: true });
        }
        ({ providerId } = await transports.PUSH.send(pushFor(env, submission, company, tokens.map((token) => token.expoPushToken), webPush)));
      } else if (launch.channel === "SMS") {
        const optOutCode = await ensureOptOutCode(db, delivery.customerId);
        ({ providerId } = await transports.SMS.send(smsFor(env, submission, company, { optOutCode, address: delivery.address ?? "" })));
      } else {
        const recipient = { deliveryId: delivery.id, customerId: delivery.customerId, address: delivery.address ?? "" };
        ({ providerId } = await transports.EMAIL.send(emailFor(env, submission, company, recipient)));
      }
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

  const rate = ratePerSecond(env, launch.channel);
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
