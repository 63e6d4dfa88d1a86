import { shopSeries, shopTotals } from "../../analytics/overview.js";
import type { CompanyContext } from "../../trpc.js";
import type { PeriodInput } from "./period.schema.js";

/** The period's figures per interval (chart and table) and for the whole period. */
export async function shopOverviewHandler({ ctx, input }: { ctx: CompanyContext; input: PeriodInput }) {
  const series = await shopSeries(ctx.db, ctx.company.id, input);
  return { series, totals: await shopTotals(ctx.db, ctx.company.id, input, series) };
}
