import { launchCampaign, type LaunchResult } from "../../campaigns/launch.js";
import type { CompanyContext } from "../../trpc.js";
import type { LaunchInput } from "./campaign.schema.js";

export async function launchHandler({ ctx, input }: { ctx: CompanyContext; input: LaunchInput }): Promise<LaunchResult> {
  const result = await launchCampaign(ctx, ctx.company, ctx.user.id, input);
  ctx.log.info({ campaignId: result.campaignId, recipients: result.recipients, scheduledAt: result.scheduledAt }, "campaign launched");
  return result;
}
