import { findShopCampaign, requireCampaignFlag, toCampaign, type Campaign } from "../../campaigns/campaign.js";
import type { CompanyContext } from "../../trpc.js";
import type { IdInput } from "./id.schema.js";

export async function getByIdHandler({ ctx, input }: { ctx: CompanyContext; input: IdInput }): Promise<Campaign> {
  const row = await findShopCampaign(ctx.db, ctx.company.id, input.id);
  requireCampaignFlag(ctx.company, row.type);
  return toCampaign(row);
}
