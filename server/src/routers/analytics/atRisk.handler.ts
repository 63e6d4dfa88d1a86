import { customersAtRisk } from "../../analytics/atRisk.js";
import type { CompanyContext } from "../../trpc.js";
import type { AtRiskInput } from "./atRisk.schema.js";

/** Customers whose time since their last visit is longer than their usual gap, as of today. */
export async function atRiskHandler({ ctx, input }: { ctx: CompanyContext; input: AtRiskInput }) {
  return customersAtRisk(ctx.db, ctx.company.id, { limit: input.limit });
}
