// Launching an approved submission, all or nothing in one transaction: the submission moves
// APPROVED → EXECUTED (conditionally: of two launches only one wins), the Campaign and its launch
// record are written, one delivery row per audience member (pending, or skipped with the reason), and
// the send job is enqueued in the same transaction (pg-boss on the transaction's connection), so a
// campaign is never executed without its job nor sent without being executed.
import { TRPCError } from "@trpc/server";
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";
import type { Company } from "../generated/prisma/client.js";
import type { JobQueue } from "../jobs/queue.js";
import { audienceRows, describeAudience, resolveEmailList, type Audience } from "./audience.js";
import { SEND_CAMPAIGN_JOB, type SendCampaignJobData } from "./sendJob.js";
import { transition } from "./stateMachine.js";
import { findShopSubmission, requireAlertFlag } from "./submissions.js";

export const MAX_SCHEDULE_DAYS = 90;

export type LaunchInput = { id: string; audience: Audience; scheduleAt?: string };
export type LaunchResult = { campaignId: string; submissionId: string; scheduledAt: string | null; recipients: number };

export async function launchCampaign(
  ctx: { db: Db; queue: JobQueue; env: Pick<Env, "PUBLIC_ORIGIN"> },
  company: Company,
  userId: string,
  input: LaunchInput,
): Promise<LaunchResult> {
  const submission = await findShopSubmission(ctx.db, company.id, input.id);
  requireAlertFlag(company, submission.type);
  const scheduledAt = input.scheduleAt ? new Date(input.scheduleAt) : null;
  if (scheduledAt && (scheduledAt.getTime() <= Date.now() || scheduledAt.getTime() > Date.now() + MAX_SCHEDULE_DAYS * 86_400_000)) {
    throw new TRPCError({ code: "BAD_REQUEST", message: `Επιλέξτε μελλοντική ώρα αποστολής (έως ${MAX_SCHEDULE_DAYS} ημέρες).` });
  }
  const channel = submission.type;

  const result = await ctx.db.$transaction(
    async (tx) => {
      await transition(tx, submission.id, "EXECUTED", { companyId: company.id });
      const emailList = await resolveEmailList(tx, company.id, channel, input.audience);
      const listTitle =
        input.audience.kind === "emailList" ? (await tx.emailList.findUnique({ where: { id: input.audience.emailListId } }))?.title : undefined;
      const campaign = await tx.campaign.create({
        data: { title: submission.title, description: describeAudience(input.audience, listTitle), alertReviewId: submission.id },
      });
      const notification =
        channel === "PUSH"
          ? await tx.notification.create({
              data: { companyId: company.id, title: submission.title, text: submission.text ?? "", image: submission.image, url: submission.url },
            })
          : null;
      await tx.campaignLaunch.create({
        data: { campaignId: campaign.id, channel, audience: input.audience, scheduledAt, launchedById: userId, notificationId: notification?.id },
      });
      await tx.$executeRaw`
        INSERT INTO "CampaignDelivery" (id, "campaignId", "customerId", channel, address, status, error, "createdAt", "updatedAt")
        SELECT gen_random_uuid()::text, ${campaign.id}, a."customerId", ${channel}::"AlertType", a.address,
          (CASE WHEN a.reason IS NULL THEN 'pending' ELSE 'skipped' END)::"DeliveryStatus", a.reason, now(), now()
        FROM (${audienceRows(company.id, channel, input.audience, emailList)}) a`;
      const recipients = await tx.campaignDelivery.count({ where: { campaignId: campaign.id, status: "pending" } });
      if (!recipients) throw new TRPCError({ code: "PRECONDITION_FAILED", message: "Κανένας πελάτης δεν μπορεί να λάβει αυτό το μήνυμα." });
      const job: SendCampaignJobData = { campaignId: campaign.id, publicOrigin: ctx.env.PUBLIC_ORIGIN };
      await ctx.queue.send(SEND_CAMPAIGN_JOB, job, { tx, ...(scheduledAt ? { startAfter: scheduledAt } : {}) });
      return { campaignId: campaign.id, submissionId: submission.id, scheduledAt: scheduledAt?.toISOString() ?? null, recipients };
    },
    { maxWait: 10_000, timeout: 120_000 },
  );
  if (!scheduledAt) ctx.queue.wake(SEND_CAMPAIGN_JOB);
  return result;
}
