import { recordPurchase } from "../../ledger/purchases.js";
import type { CompanyContext } from "../../trpc.js";
import type { AddInput } from "./add.schema.js";

export async function addHandler({ ctx, input }: { ctx: CompanyContext; input: AddInput }) {
  return recordPurchase(ctx, ctx.company, { ...input, employeeId: ctx.employee.id });
}
