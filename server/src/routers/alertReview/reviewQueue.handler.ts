import { submissionInclude, toSubmission, type AlertSubmission } from "../../campaigns/submissions.js";
import type { AuthedContext } from "../../trpc.js";
import type { ReviewQueueInput } from "./review.schema.js";

export type QueuedSubmission = AlertSubmission & { company: { id: string; name: string; slug: string; sendingEmail: string | null } };

/** Every shop's submissions waiting for review, oldest first. */
export async function reviewQueueHandler({ ctx, input }: { ctx: AuthedContext; input: ReviewQueueInput }): Promise<QueuedSubmission[]> {
  const rows = await ctx.db.alertReview.findMany({
    where: { status: "PENDING_REVIEW", ...(input?.type ? { type: input.type } : {}) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: 200,
    include: { ...submissionInclude, company: { select: { id: true, name: true, slug: true, sendingEmail: true } } },
  });
  return rows.map((row) => ({ ...toSubmission(row), company: row.company }));
}
