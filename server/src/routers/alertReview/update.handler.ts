import { TRPCError } from "@trpc/server";
import { markReviewsSeen } from "../../campaigns/review.js";
import { transition } from "../../campaigns/stateMachine.js";
import { campaignContent, findShopCampaign, loadCampaign, requireCampaignFlag, type Campaign } from "../../campaigns/campaign.js";
import type { CompanyContext } from "../../trpc.js";
import type { UpdateInput } from "./create.schema.js";

/**
 * Editing a rejected campaign sends it back for review (same id); editing an executed one starts a
 * new campaign (new id), the sent one stays as it was. Anything else is refused by the state machine.
 */
export async function updateHandler({ ctx, input }: { ctx: CompanyContext; input: UpdateInput }): Promise<Campaign> {
  const { id, ...fields } = input;
  const existing = await findShopCampaign(ctx.db, ctx.company.id, id);
  requireCampaignFlag(ctx.company, existing.type);
  if (fields.type !== existing.type) throw new TRPCError({ code: "BAD_REQUEST", message: "Ο τύπος της υποβολής δεν αλλάζει." });
  const content = await campaignContent({ db: ctx.db, env: ctx.env, companyId: ctx.company.id }, fields);
  if (existing.status === "EXECUTED") {
    const row = await ctx.db.alertReview.create({ data: { ...content, companyId: ctx.company.id, type: existing.type } });
    return loadCampaign(ctx.db, row.id);
  }
  await transition(ctx.db, id, "PENDING_REVIEW", { companyId: ctx.company.id, data: { ...content, reviewMessage: null } });
  // Whoever edited it after the rejection has read it.
  await markReviewsSeen(ctx.db, { companyId: ctx.company.id, alertReviewId: id });
  return loadCampaign(ctx.db, id);
}
