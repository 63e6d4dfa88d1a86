import type { CompanyContext } from "../../trpc.js";
import { listRewardOffers } from "../../rewards/catalogue.js";

/** Point rewards the customer can buy with points. */
export async function getRewardsHandler({ ctx }: { ctx: CompanyContext }) {
  return listRewardOffers(ctx.db, ctx.company.id, "points");
}
