import { transition } from "../../campaigns/stateMachine.js";
import { loadCampaign, type Campaign } from "../../campaigns/campaign.js";
import type { AuthedContext } from "../../trpc.js";
import type { IdInput } from "./id.schema.js";

export async function approveHandler({ ctx, input }: { ctx: AuthedContext; input: IdInput }): Promise<Campaign> {
  await transition(ctx.db, input.id, "APPROVED", { data: { reviewMessage: null } });
  ctx.log.info({ id: input.id, by: ctx.user.id }, "campaign approved");
  return loadCampaign(ctx.db, input.id);
}
