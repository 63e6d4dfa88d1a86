import type { CompanyContext } from "../../trpc.js";
import { toStampRewardItem } from "./stampRewards.js";

/** Every stamp reward of the shop, inactive and expired ones too (the counter reads company.getStampRewards). */
export async function listHandler({ ctx }: { ctx: CompanyContext }) {
  const rows = await ctx.db.stampReward.findMany({
    where: { companyId: ctx.company.id },
    orderBy: [{ active: "desc" }, { points: "asc" }, { title: "asc" }, { id: "asc" }],
  });
  return rows.map(toStampRewardItem);
}
