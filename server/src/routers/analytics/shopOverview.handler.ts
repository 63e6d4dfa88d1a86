import { shopSeries, shopTotals } from "../../analytics/overview.js";
import { previousPeriod } from "../../analytics/period.js";
import type { CompanyContext } from "../../trpc.js";
import type { PeriodInput } from "./period.schema.js";

/**
 * The period's figures per interval (chart and table) and for the whole period, and the whole of the
 * period of equal length just before it, which the headline figures are compared with.
 */
export async function shopOverviewHandler({ ctx, input }: { ctx: CompanyContext; input: PeriodInput }) {
  const before = previousPeriod(input);
  const [series, previousSeries] = await Promise.all([shopSeries(ctx.db, ctx.company.id, input), shopSeries(ctx.db, ctx.company.id, before)]);
  const [totals, previousTotals] = await Promise.all([
    shopTotals(ctx.db, ctx.company.id, input, series),
    shopTotals(ctx.db, ctx.company.id, before, previousSeries),
  ]);
  return { series, totals, previous: { from: before.from, to: before.to, totals: previousTotals } };
}
