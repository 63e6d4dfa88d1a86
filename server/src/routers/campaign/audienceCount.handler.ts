import { countAudience, type AudienceCount } from "../../campaigns/audience.js";
import { findShopSubmission, requireAlertFlag } from "../../campaigns/submissions.js";
import type { CompanyContext } from "../../trpc.js";
import type { AudienceCountInput } from "./campaign.schema.js";

export async function audienceCountHandler({ ctx, input }: { ctx: CompanyContext; input: AudienceCountInput }): Promise<AudienceCount> {
  const row = await findShopSubmission(ctx.db, ctx.company.id, input.id);
  requireAlertFlag(ctx.company, row.type);
  return countAudience(ctx.db, ctx.company.id, row.type, input.audience);
}
