import type { CompanyContext } from "../../trpc.js";
import { toRewardItem } from "./rewards.js";

/** Every reward of the shop, inactive and expired ones too (the counter reads company.getRewards). */
export async function listHandler({ ctx }: { ctx: CompanyContext }) {
  const rows = await ctx.db.reward.findMany({
    where: { companyId: ctx.company.id },
    orderBy: [{ active: "desc" }, { points: "asc" }, { title: "asc" }, { id: "asc" }],
  });
  return rows.map(toRewardItem);
}
