import type { SetActiveInput } from "../../rewards/fields.js";
import type { CompanyContext } from "../../trpc.js";
import { assertRewardOf, toRewardItem } from "./rewards.js";

/** Rewards are deactivated, not deleted: coupons refer to them. */
export async function setActiveHandler({ ctx, input }: { ctx: CompanyContext; input: SetActiveInput }) {
  await assertRewardOf(ctx.db, ctx.company.id, input.id);
  return toRewardItem(await ctx.db.reward.update({ where: { id: input.id }, data: { active: input.active } }));
}
