import { cancelPurchase } from "../../ledger/cancel.js";
import { inLedgerTransaction } from "../../ledger/transaction.js";
import type { CompanyContext } from "../../trpc.js";
import type { CancelInput } from "./cancel.schema.js";

export async function cancelHandler({ ctx, input }: { ctx: CompanyContext; input: CancelInput }) {
  return inLedgerTransaction(ctx.db, (tx) => cancelPurchase(tx, ctx.company.id, input.id));
}
