import { transition } from "../../campaigns/stateMachine.js";
import { loadCampaign, type Campaign } from "../../campaigns/campaign.js";
import type { AuthedContext } from "../../trpc.js";
import type { RejectInput } from "./review.schema.js";

/** Sends the campaign back to the shop with what to improve (shown under «Θέματα προς βελτίωση»). */
export async function rejectHandler({ ctx, input }: { ctx: AuthedContext; input: RejectInput }): Promise<Campaign> {
  await transition(ctx.db, input.id, "REJECTED", { data: { reviewMessage: input.message } });
  ctx.log.info({ id: input.id, by: ctx.user.id }, "campaign rejected");
  return loadCampaign(ctx.db, input.id);
}
