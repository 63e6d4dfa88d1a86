import type { CompanyContext } from "../../trpc.js";
import { updateCustomerInfo } from "../../customers/update.js";
import type { UpdateCustomerInfoInput } from "./updateCustomerInfo.schema.js";

export async function updateCustomerInfoHandler({ ctx, input }: { ctx: CompanyContext; input: UpdateCustomerInfoInput }) {
  const { id, ...change } = input;
  return updateCustomerInfo(ctx.db, ctx.company.id, id, change);
}
