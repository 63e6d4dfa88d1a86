// The platform's decision on a campaign, and the owner being told of it. One transaction moves the
// campaign (APPROVED or REJECTED, conditionally: of two reviewers only one wins), keeps the decision as a
// notice (the admin's badge counts the ones the owner has not seen) and enqueues the e-mail job on the
// same connection: a refused move leaves neither notice nor e-mail, and a decision is never without
// its e-mail. The job sends the notice's e-mail once: it marks the notice mailed and skips a marked one,
// so a retry after a failed send sends it, and a retry after a good one does not send it again.
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";
import type { AlertType } from "../generated/prisma/client.js";
import type { JobQueue } from "../jobs/queue.js";
import type { JobContext, JobRegistration } from "../jobs/types.js";
import { CAMPAIGN_TYPES, contentRulesOf } from "../channels/registry.js";
import { loadCampaign, type Campaign } from "./campaign.js";
import { transition } from "./stateMachine.js";

export const REVIEW_MAIL_JOB = "campaign-review-mail";

type ReviewMailJobData = { noticeId: string; publicOrigin: string };
type Decision = "APPROVED" | "REJECTED";

/** A title longer than this is cut in the e-mail's subject. */
const TITLE_IN_SUBJECT = 80;

export async function reviewCampaign(
  ctx: { db: Db; queue: JobQueue; env: Pick<Env, "PUBLIC_ORIGIN"> },
  input: { id: string; decision: Decision; message: string | null },
): Promise<Campaign> {
  await ctx.db.$transaction(async (tx) => {
    const campaign = await transition(tx, input.id, input.decision, { data: { reviewMessage: input.message } });
    const notice = await tx.campaignReviewNotice.create({
      data: { alertReviewId: campaign.id, companyId: campaign.companyId, type: campaign.type, decision: input.decision, message: input.message },
    });
    const job: ReviewMailJobData = { noticeId: notice.id, publicOrigin: ctx.env.PUBLIC_ORIGIN };
    await ctx.queue.send(REVIEW_MAIL_JOB, job, { tx });
  });
  ctx.queue.wake(REVIEW_MAIL_JOB);
  return loadCampaign(ctx.db, input.id);
}

function cut(text: string, length: number): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > length ? `${oneLine.slice(0, length - 1)}…` : oneLine;
}

/** The e-mail of one decision, to the shop's owner. */
function reviewMail(
  notice: { decision: Decision; message: string | null; type: AlertType; alertReviewId: string },
  campaign: { title: string; shopName: string },
  publicOrigin: string,
) {
  const words = contentRulesOf(notice.type).owner;
  const title = cut(campaign.title, TITLE_IN_SUBJECT);
  const approved = notice.decision === "APPROVED";
  const link = new URL(approved ? `/admin/alerts/launchpad/${notice.alertReviewId}` : words.listPath, publicOrigin).href;
  const message = notice.message ? `\n\nΤο σχόλιο του ελέγχου:\n${notice.message}` : "";
  return {
    subject: approved ? `Εγκρίθηκε: «${title}»` : `Θέματα προς βελτίωση: «${title}»`,
    text: approved
      ? `Η υποβολή σας (${words.noun}) «${title}» του καταστήματος «${cut(campaign.shopName, TITLE_IN_SUBJECT)}» εγκρίθηκε και μπορεί να σταλεί στους πελάτες σας.${message}\n\nΑποστολή: ${link}`
      : `Η υποβολή σας (${words.noun}) «${title}» του καταστήματος «${cut(campaign.shopName, TITLE_IN_SUBJECT)}» δεν εγκρίθηκε.${message}\n\nΔιορθώστε τη και υποβάλετέ τη ξανά: ${link}`,
  };
}

/** Sends the notice's e-mail unless it went already; a send that fails throws, and pg-boss retries. */
async function mailNotice(context: JobContext, data: ReviewMailJobData): Promise<void> {
  const notice = await context.db.campaignReviewNotice.findUnique({
    where: { id: data.noticeId },
    include: { alertReview: { select: { title: true } }, company: { select: { name: true, owner: { select: { email: true } } } } },
  });
  if (!notice || notice.mailedAt) return;
  const to = notice.company.owner.email;
  if (to) {
    const mail = reviewMail(
      { decision: notice.decision as Decision, message: notice.message, type: notice.type, alertReviewId: notice.alertReviewId },
      { title: notice.alertReview.title, shopName: notice.company.name },
      data.publicOrigin,
    );
    await context.mailer.send({ to, ...mail });
  } else {
    context.log.warn({ noticeId: notice.id }, "campaign review: the shop's owner has no e-mail address");
  }
  await context.db.campaignReviewNotice.updateMany({ where: { id: notice.id, mailedAt: null }, data: { mailedAt: new Date() } });
}

export const reviewMailJob: JobRegistration<ReviewMailJobData> = {
  name: REVIEW_MAIL_JOB,
  // A mail server that is down gets time to recover: 1, 2, 4 … minutes, up to 8 attempts.
  queue: { retryLimit: 8, retryDelay: 60, retryBackoff: true },
  work: { batchSize: 1, pollingIntervalSeconds: 2 },
  async handler(jobs, context) {
    for (const { data } of jobs) await mailNotice(context, data);
  },
};

/** How many decisions on its campaigns the owner has not seen yet, in all and per type. */
export async function unseenReviews(db: Db, companyId: string, types: AlertType[]) {
  const rows = await db.campaignReviewNotice.groupBy({
    by: ["type"],
    where: { companyId, seenAt: null, type: { in: types } },
    _count: { _all: true },
  });
  const byType = Object.fromEntries(CAMPAIGN_TYPES.map((type) => [type, 0])) as Record<AlertType, number>;
  for (const row of rows) byType[row.type] = row._count._all;
  return { total: rows.reduce((sum, row) => sum + row._count._all, 0), byType };
}

/** The owner saw the list of one type (or edited one campaign): its decisions are no longer news. */
export async function markReviewsSeen(db: Pick<Db, "campaignReviewNotice">, where: { companyId: string; type?: AlertType; alertReviewId?: string }) {
  const { count } = await db.campaignReviewNotice.updateMany({ where: { ...where, seenAt: null }, data: { seenAt: new Date() } });
  return { cleared: count };
}
