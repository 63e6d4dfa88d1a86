import { shopBusiest } from "../../analytics/busiest.js";
import type { CompanyContext } from "../../trpc.js";
import type { PeriodInput } from "./period.schema.js";

export async function shopBusiestHandler({ ctx, input }: { ctx: CompanyContext; input: PeriodInput }) {
  return shopBusiest(ctx.db, ctx.company.id, input);
}
