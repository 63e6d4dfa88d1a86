import type { CompanyContext } from "../../trpc.js";
import { pointsOf } from "../../settings/company.js";
import type { UpdatePointsInput } from "./updatePoints.schema.js";

export async function updatePointsHandler({ ctx, input }: { ctx: CompanyContext; input: UpdatePointsInput }) {
  return pointsOf(await ctx.db.company.update({ where: { id: ctx.company.id }, data: input }));
}
