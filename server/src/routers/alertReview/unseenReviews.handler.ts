import { unseenReviews } from "../../campaigns/review.js";
import { CAMPAIGN_TYPES, contentRulesOf } from "../../channels/registry.js";
import { readFlags } from "../../shared/flags.js";
import type { CompanyContext } from "../../trpc.js";

/**
 * How many decisions on the shop's campaigns the owner has not seen yet (the admin's badge), counting
 * only the types the shop may open, since opening a type's list is what clears them.
 */
export async function unseenReviewsHandler({ ctx }: { ctx: CompanyContext }) {
  const flags = readFlags(ctx.company.flags)["admin-panel"];
  return unseenReviews(
    ctx.db,
    ctx.company.id,
    CAMPAIGN_TYPES.filter((type) => flags[contentRulesOf(type).flag]),
  );
}
