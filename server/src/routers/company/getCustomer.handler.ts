import type { CompanyContext } from "../../trpc.js";
import { customerDetail } from "../../customers/detail.js";
import type { GetCustomerInput } from "./getCustomer.schema.js";

export async function getCustomerHandler({ ctx, input }: { ctx: CompanyContext; input: GetCustomerInput }) {
  return customerDetail(ctx.db, ctx.company.id, input);
}
