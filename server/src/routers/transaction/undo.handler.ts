import { inLedgerTransaction } from "../../ledger/transaction.js";
import { undoOwnSale } from "../../ledger/undo.js";
import type { CompanyContext } from "../../trpc.js";
import type { UndoInput } from "./undo.schema.js";

export async function undoHandler({ ctx, input }: { ctx: CompanyContext; input: UndoInput }) {
  return inLedgerTransaction(ctx.db, (tx) => undoOwnSale(tx, ctx.company.id, ctx.employee.id, input.id));
}
