import { campaignContent, loadCampaign, requireCampaignFlag, type Campaign } from "../../campaigns/campaign.js";
import type { CompanyContext } from "../../trpc.js";
import type { CreateInput } from "./create.schema.js";

/** A new campaign, waiting for the platform's review. */
export async function createHandler({ ctx, input }: { ctx: CompanyContext; input: CreateInput }): Promise<Campaign> {
  requireCampaignFlag(ctx.company, input.type);
  const content = await campaignContent({ db: ctx.db, env: ctx.env, companyId: ctx.company.id }, input);
  const row = await ctx.db.alertReview.create({ data: { ...content, companyId: ctx.company.id, type: input.type } });
  return loadCampaign(ctx.db, row.id);
}
