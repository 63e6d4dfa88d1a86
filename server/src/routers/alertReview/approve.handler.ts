import { reviewCampaign } from "../../campaigns/review.js";
import type { Campaign } from "../../campaigns/campaign.js";
import type { AuthedContext } from "../../trpc.js";
import type { ApproveInput } from "./review.schema.js";

/** Approves the campaign; the owner is told (e-mail and the admin's badge), with the note if any. */
export async function approveHandler({ ctx, input }: { ctx: AuthedContext; input: ApproveInput }): Promise<Campaign> {
  const campaign = await reviewCampaign(ctx, { id: input.id, decision: "APPROVED", message: input.message });
  ctx.log.info({ id: input.id, by: ctx.user.id }, "campaign approved");
  return campaign;
}
