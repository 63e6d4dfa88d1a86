import { countAudience } from "../../campaigns/audience.js";
import { requireCampaignFlag } from "../../campaigns/campaign.js";
import { smsContent } from "../../channels/sms/content.js";
import type { CompanyContext } from "../../trpc.js";

/** How many of the shop's customers an SMS to everyone would reach now: the SMS form multiplies its parts by it. */
export async function smsRecipientsHandler({ ctx }: { ctx: CompanyContext }): Promise<{ recipients: number }> {
  requireCampaignFlag(ctx.company, smsContent.type);
  const { eligible } = await countAudience(ctx.db, ctx.company.id, smsContent.type, { kind: "all" });
  return { recipients: eligible };
}
