import type { CompanyContext } from "../../trpc.js";
import { listRewardOffers } from "../../rewards/catalogue.js";

/** Stamp rewards the customer can buy with stamps. */
export async function getStampRewardsHandler({ ctx }: { ctx: CompanyContext }) {
  return listRewardOffers(ctx.db, ctx.company.id, "stamps");
}
