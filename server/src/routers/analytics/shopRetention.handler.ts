import { shopRetention } from "../../analytics/retention.js";
import type { CompanyContext } from "../../trpc.js";
import type { PeriodInput } from "./period.schema.js";

/** Monthly cohorts of the months the period touches. */
export async function shopRetentionHandler({ ctx, input }: { ctx: CompanyContext; input: PeriodInput }) {
  return { cohorts: await shopRetention(ctx.db, ctx.company.id, input) };
}
