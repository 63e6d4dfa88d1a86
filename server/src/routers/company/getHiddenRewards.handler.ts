import type { CompanyContext } from "../../trpc.js";
import { listRewardOffers } from "../../rewards/catalogue.js";

/** Hidden rewards: gifts the shop gives for free. */
export async function getHiddenRewardsHandler({ ctx }: { ctx: CompanyContext }) {
  return listRewardOffers(ctx.db, ctx.company.id, "hidden");
}
