import { shopBreakdown } from "../../analytics/breakdown.js";
import type { CompanyContext } from "../../trpc.js";
import type { PeriodInput } from "./period.schema.js";

export async function shopBreakdownHandler({ ctx, input }: { ctx: CompanyContext; input: PeriodInput }) {
  return shopBreakdown(ctx.db, ctx.company.id, input);
}
