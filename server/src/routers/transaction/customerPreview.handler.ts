import { counterPreview } from "../../customers/counterPreview.js";
import type { CompanyContext } from "../../trpc.js";
import type { CustomerPreviewInput } from "./customerPreview.schema.js";

/** The customer behind the phone the cashier is typing, or null: a new customer. */
export async function customerPreviewHandler({ ctx, input }: { ctx: CompanyContext; input: CustomerPreviewInput }) {
  return counterPreview(ctx.db, ctx.company.id, input.phone);
}
