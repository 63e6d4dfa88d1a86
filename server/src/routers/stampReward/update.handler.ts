import { assertFutureOrUnchanged } from "../../rewards/fields.js";
import type { CompanyContext } from "../../trpc.js";
import type { UpdateStampRewardInput } from "./stampReward.schema.js";
import { assertStampRewardOf, toStampRewardItem } from "./stampRewards.js";

export async function updateHandler({ ctx, input }: { ctx: CompanyContext; input: UpdateStampRewardInput }) {
  const { id, ...data } = input;
  const current = await assertStampRewardOf(ctx.db, ctx.company.id, id);
  assertFutureOrUnchanged(data.validUntil, current.validUntil);
  return toStampRewardItem(await ctx.db.stampReward.update({ where: { id }, data }));
}
