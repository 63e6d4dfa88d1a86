import { recordStampPurchase } from "../../ledger/stamps.js";
import type { CompanyContext } from "../../trpc.js";
import type { AddStampInput } from "./addStamp.schema.js";

export async function addStampHandler({ ctx, input }: { ctx: CompanyContext; input: AddStampInput }) {
  return recordStampPurchase(ctx, ctx.company, { ...input, amount: input.amount ?? 0, employeeId: ctx.employee.id });
}
