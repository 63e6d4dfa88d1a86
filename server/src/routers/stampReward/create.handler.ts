import type { CompanyContext } from "../../trpc.js";
import type { CreateStampRewardInput } from "./stampReward.schema.js";
import { toStampRewardItem } from "./stampRewards.js";

export async function createHandler({ ctx, input }: { ctx: CompanyContext; input: CreateStampRewardInput }) {
  return toStampRewardItem(await ctx.db.stampReward.create({ data: { ...input, companyId: ctx.company.id } }));
}
