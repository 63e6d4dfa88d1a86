import { cancelPurchase } from "../../ledger/cancel.js";
import type { CompanyContext } from "../../trpc.js";
import type { CancelInput } from "./cancel.schema.js";

export async function cancelHandler({ ctx, input }: { ctx: CompanyContext; input: CancelInput }) {
  return cancelPurchase(ctx.db, ctx.company.id, input.id);
}
