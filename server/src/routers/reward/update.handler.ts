import { assertFutureOrUnchanged } from "../../rewards/fields.js";
import type { CompanyContext } from "../../trpc.js";
import type { UpdateRewardInput } from "./reward.schema.js";
import { assertRewardOf, toRewardItem } from "./rewards.js";

/** Coupons already issued keep their own copy of title, points and amount. */
export async function updateHandler({ ctx, input }: { ctx: CompanyContext; input: UpdateRewardInput }) {
  const { id, ...data } = input;
  const current = await assertRewardOf(ctx.db, ctx.company.id, id);
  assertFutureOrUnchanged(data.validUntil, current.validUntil);
  return toRewardItem(await ctx.db.reward.update({ where: { id }, data }));
}
