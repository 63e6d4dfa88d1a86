import { countAudience, type AudienceCount } from "../../campaigns/audience.js";
import { findShopCampaign, requireCampaignFlag } from "../../campaigns/campaign.js";
import type { CompanyContext } from "../../trpc.js";
import type { AudienceCountInput } from "./campaign.schema.js";

export async function audienceCountHandler({ ctx, input }: { ctx: CompanyContext; input: AudienceCountInput }): Promise<AudienceCount> {
  const row = await findShopCampaign(ctx.db, ctx.company.id, input.id);
  requireCampaignFlag(ctx.company, row.type);
  return countAudience(ctx.db, ctx.company.id, row.type, input.audience);
}
