import { acceptsEmailLists } from "../../campaigns/audience.js";
import { findShopCampaign, requireCampaignFlag, toCampaign } from "../../campaigns/campaign.js";
import { customOptionDefinitions } from "../../customers/options.js";
import type { CompanyContext } from "../../trpc.js";
import type { CampaignIdInput } from "./campaign.schema.js";

/** The launchpad's choices for one campaign: e-mail lists (types that take them) and the custom options to filter by. */
export async function audienceOptionsHandler({ ctx, input }: { ctx: CompanyContext; input: CampaignIdInput }) {
  const row = await findShopCampaign(ctx.db, ctx.company.id, input.id);
  requireCampaignFlag(ctx.company, row.type);
  const lists = acceptsEmailLists(row.type)
    ? await ctx.db.emailList.findMany({ where: { companyId: ctx.company.id }, orderBy: { title: "asc" }, select: { id: true, title: true, emails: true } })
    : [];
  return {
    submission: toCampaign(row),
    emailLists: lists.map((list) => ({ id: list.id, title: list.title, count: list.emails.length })),
    customOptions: await customOptionDefinitions(ctx.db, ctx.company.id),
  };
}
