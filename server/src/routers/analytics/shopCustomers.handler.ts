import { shopCustomers } from "../../analytics/customers.js";
import type { CompanyContext } from "../../trpc.js";
import type { PeriodInput } from "./period.schema.js";

export async function shopCustomersHandler({ ctx, input }: { ctx: CompanyContext; input: PeriodInput }) {
  return shopCustomers(ctx.db, ctx.company.id, input);
}
