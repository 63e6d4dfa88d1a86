import { counterPreview } from "../../customers/counterPreview.js";
import type { CompanyContext } from "../../trpc.js";
import type { GetCustomerInput } from "../company/getCustomer.schema.js";

/** The customer behind the phone the cashier is typing, or null: a new customer. */
export async function customerPreviewHandler({ ctx, input }: { ctx: CompanyContext; input: GetCustomerInput }) {
  return counterPreview(ctx.db, ctx.company.id, input.phone);
}
