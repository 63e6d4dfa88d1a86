// Launching an approved campaign, all or nothing in one transaction: the campaign moves APPROVED →
// EXECUTED (conditionally: of two launches only one wins), its sending (a Campaign row) and launch record
// are written, one delivery row per audience member (pending, or skipped with the reason), and the send
// job is enqueued in the same transaction (pg-boss on the transaction's connection), so a campaign is
// never executed without its job nor sent without being executed.
import { TRPCError } from "@trpc/server";
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";
import type { Company } from "../generated/prisma/client.js";
import type { JobQueue } from "../jobs/queue.js";
import { contentRulesOf } from "../channels/registry.js";
import { audienceRows, describeAudience, resolveEmailList, type Audience } from "./audience.js";
import { findShopCampaign, requireCampaignFlag } from "./campaign.js";
import { SEND_CAMPAIGN_JOB, type SendCampaignJobData } from "./sendJob.js";
import { transition } from "./stateMachine.js";

const MAX_SCHEDULE_DAYS = 90;

export type LaunchInput = { id: string; audience: Audience; scheduleAt?: string };
export type LaunchResult = { campaignId: string; submissionId: string; scheduledAt: string | null; recipients: number };

export async function launchCampaign(
  ctx: { db: Db; queue: JobQueue; env: Pick<Env, "PUBLIC_ORIGIN"> },
  company: Company,
  userId: string,
  input: LaunchInput,
): Promise<LaunchResult> {
  const campaign = await findShopCampaign(ctx.db, company.id, input.id);
  requireCampaignFlag(company, campaign.type);
  const scheduledAt = input.scheduleAt ? new Date(input.scheduleAt) : null;
  if (scheduledAt && (scheduledAt.getTime() <= Date.now() || scheduledAt.getTime() > Date.now() + MAX_SCHEDULE_DAYS * 86_400_000)) {
    throw new TRPCError({ code: "BAD_REQUEST", message: `Επιλέξτε μελλοντική ώρα αποστολής (έως ${MAX_SCHEDULE_DAYS} ημέρες).` });
  }
  const type = campaign.type;
  const rules = contentRulesOf(type);

  const result = await ctx.db.$transaction(
    async (tx) => {
      await transition(tx, campaign.id, "EXECUTED", { companyId: company.id });
      const emailList = await resolveEmailList(tx, company.id, type, input.audience);
      const listTitle = input.audience.kind === "emailList" ? (await tx.emailList.findUnique({ where: { id: input.audience.emailListId } }))?.title : undefined;
      const launched = await tx.campaign.create({
        data: { title: campaign.title, description: describeAudience(input.audience, listTitle), alertReviewId: campaign.id },
      });
      // Kept in the recipients' notification inbox too (push): each recipient's user gets it when sent.
      const notification = rules.inbox ? await tx.notification.create({ data: { companyId: company.id, ...rules.inbox(campaign) } }) : null;
      await tx.campaignLaunch.create({
        data: { campaignId: launched.id, channel: type, audience: input.audience, scheduledAt, launchedById: userId, notificationId: notification?.id },
      });
      await tx.$executeRaw`
        INSERT INTO "CampaignDelivery" (id, "campaignId", "customerId", channel, address, status, error, "createdAt", "updatedAt")
        SELECT gen_random_uuid()::text, ${launched.id}, a."customerId", ${type}::"AlertType", a.address,
          (CASE WHEN a.reason IS NULL THEN 'pending' ELSE 'skipped' END)::"DeliveryStatus", a.reason, now(), now()
        FROM (${audienceRows(company.id, type, input.audience, emailList)}) a`;
      const recipients = await tx.campaignDelivery.count({ where: { campaignId: launched.id, status: "pending" } });
      if (!recipients) throw new TRPCError({ code: "PRECONDITION_FAILED", message: "Κανένας πελάτης δεν μπορεί να λάβει αυτό το μήνυμα." });
      const job: SendCampaignJobData = { campaignId: launched.id, publicOrigin: ctx.env.PUBLIC_ORIGIN };
      await ctx.queue.send(SEND_CAMPAIGN_JOB, job, { tx, ...(scheduledAt ? { startAfter: scheduledAt } : {}) });
      return { campaignId: launched.id, submissionId: campaign.id, scheduledAt: scheduledAt?.toISOString() ?? null, recipients };
    },
    { maxWait: 10_000, timeout: 120_000 },
  );
  if (!scheduledAt) ctx.queue.wake(SEND_CAMPAIGN_JOB);
  return result;
}
