import { reviewCampaign } from "../../campaigns/review.js";
import type { Campaign } from "../../campaigns/campaign.js";
import type { AuthedContext } from "../../trpc.js";
import type { RejectInput } from "./review.schema.js";

/**
 * Sends the campaign back to the shop with what to improve (shown under «Θέματα προς βελτίωση»); the
 * owner is told (e-mail and the admin's badge).
 */
export async function rejectHandler({ ctx, input }: { ctx: AuthedContext; input: RejectInput }): Promise<Campaign> {
  const campaign = await reviewCampaign(ctx, { id: input.id, decision: "REJECTED", message: input.message });
  ctx.log.info({ id: input.id, by: ctx.user.id }, "campaign rejected");
  return campaign;
}
