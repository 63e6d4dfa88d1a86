import { campaignResults, type CampaignResults } from "../../campaigns/results.js";
import { requireCampaignFlag } from "../../campaigns/campaign.js";
import type { CompanyContext } from "../../trpc.js";
import type { ResultsInput } from "./campaign.schema.js";

export async function resultsHandler({ ctx, input }: { ctx: CompanyContext; input: ResultsInput }): Promise<CampaignResults> {
  const results = await campaignResults(ctx.db, ctx.company.id, input);
  requireCampaignFlag(ctx.company, results.submission.type);
  return results;
}
