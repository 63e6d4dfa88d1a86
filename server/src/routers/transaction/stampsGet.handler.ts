import { listStampPurchases } from "../../ledger/history.js";
import type { CompanyContext } from "../../trpc.js";
import type { GetInput } from "./get.schema.js";

export async function stampsGetHandler({ ctx, input }: { ctx: CompanyContext; input: GetInput }) {
  const { cursor, limit, ...filter } = input;
  return listStampPurchases(ctx.pool, ctx.company.id, { filter, cursor, limit });
}
