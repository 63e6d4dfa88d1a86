import type { CompanyContext } from "../../trpc.js";
import { stampsOf } from "../../settings/company.js";
import type { UpdateStampsInput } from "./updateStamps.schema.js";

export async function updateStampsHandler({ ctx, input }: { ctx: CompanyContext; input: UpdateStampsInput }) {
  return stampsOf(await ctx.db.company.update({ where: { id: ctx.company.id }, data: input }));
}
