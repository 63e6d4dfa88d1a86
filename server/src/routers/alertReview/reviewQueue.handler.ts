import { campaignInclude, toCampaign, type Campaign } from "../../campaigns/campaign.js";
import type { AuthedContext } from "../../trpc.js";
import type { ReviewQueueInput } from "./review.schema.js";

export type QueuedCampaign = Campaign & { company: { id: string; name: string; slug: string; sendingEmail: string | null } };

/** Every shop's campaigns waiting for review, oldest first. */
export async function reviewQueueHandler({ ctx, input }: { ctx: AuthedContext; input: ReviewQueueInput }): Promise<QueuedCampaign[]> {
  const rows = await ctx.db.alertReview.findMany({
    where: { status: "PENDING_REVIEW", ...(input?.type ? { type: input.type } : {}) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: 200,
    include: { ...campaignInclude, company: { select: { id: true, name: true, slug: true, sendingEmail: true } } },
  });
  return rows.map((row) => ({ ...toCampaign(row), company: row.company }));
}
