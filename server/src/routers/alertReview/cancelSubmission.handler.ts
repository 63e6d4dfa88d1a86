import { transition } from "../../campaigns/stateMachine.js";
import { findShopCampaign, loadCampaign, requireCampaignFlag, type Campaign } from "../../campaigns/campaign.js";
import type { CompanyContext } from "../../trpc.js";
import type { IdInput } from "./id.schema.js";

export async function cancelSubmissionHandler({ ctx, input }: { ctx: CompanyContext; input: IdInput }): Promise<Campaign> {
  const existing = await findShopCampaign(ctx.db, ctx.company.id, input.id);
  requireCampaignFlag(ctx.company, existing.type);
  await transition(ctx.db, input.id, "CANCELED_BY_USER", { companyId: ctx.company.id });
  return loadCampaign(ctx.db, input.id);
}
