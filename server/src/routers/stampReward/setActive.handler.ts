import type { SetActiveInput } from "../../rewards/fields.js";
import type { CompanyContext } from "../../trpc.js";
import { assertStampRewardOf, toStampRewardItem } from "./stampRewards.js";

/** Stamp rewards are deactivated, not deleted: stamp coupons refer to them. */
export async function setActiveHandler({ ctx, input }: { ctx: CompanyContext; input: SetActiveInput }) {
  await assertStampRewardOf(ctx.db, ctx.company.id, input.id);
  return toStampRewardItem(await ctx.db.stampReward.update({ where: { id: input.id }, data: { active: input.active } }));
}
