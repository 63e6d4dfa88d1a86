import type { CompanyContext } from "../../trpc.js";
import type { CreateRewardInput } from "./reward.schema.js";
import { toRewardItem } from "./rewards.js";

export async function createHandler({ ctx, input }: { ctx: CompanyContext; input: CreateRewardInput }) {
  return toRewardItem(await ctx.db.reward.create({ data: { ...input, companyId: ctx.company.id } }));
}
