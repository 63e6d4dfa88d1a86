import { requireCampaignFlag } from "../../campaigns/campaign.js";
import { markReviewsSeen } from "../../campaigns/review.js";
import type { CompanyContext } from "../../trpc.js";
import type { MarkSeenInput } from "./review.schema.js";

/** The owner opened the list of one type: its decisions leave the badge. */
export async function markReviewsSeenHandler({ ctx, input }: { ctx: CompanyContext; input: MarkSeenInput }) {
  requireCampaignFlag(ctx.company, input.type);
  return markReviewsSeen(ctx.db, { companyId: ctx.company.id, type: input.type });
}
