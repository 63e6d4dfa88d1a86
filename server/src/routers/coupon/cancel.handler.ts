import { inLedgerTransaction } from "../../ledger/transaction.js";
import { cancelCoupon } from "../../rewards/cancel.js";
import type { CompanyContext } from "../../trpc.js";
import type { RedeemInput } from "./redeem.schema.js";

export async function cancelHandler({ ctx, input }: { ctx: CompanyContext; input: RedeemInput }) {
  const cancelled = await inLedgerTransaction(ctx.db, (tx) => cancelCoupon(tx, ctx.company.id, input.code));
  ctx.log.info({ code: cancelled.code, employeeId: ctx.employee.id }, "coupon cancelled");
  return cancelled;
}
