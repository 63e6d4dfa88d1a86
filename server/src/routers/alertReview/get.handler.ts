import { campaignInclude, requireCampaignFlag, toCampaign, type Campaign } from "../../campaigns/campaign.js";
import type { CompanyContext } from "../../trpc.js";
import type { GetInput } from "./type.schema.js";

/** The shop's campaigns of one type, newest first; the ones it cancelled are hidden. */
export async function getHandler({ ctx, input }: { ctx: CompanyContext; input: GetInput }): Promise<Campaign[]> {
  requireCampaignFlag(ctx.company, input.type);
  const rows = await ctx.db.alertReview.findMany({
    where: { companyId: ctx.company.id, type: input.type, status: { not: "CANCELED_BY_USER" } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 500,
    include: campaignInclude,
  });
  return rows.map(toCampaign);
}
