import type { CompanyContext } from "../../trpc.js";
import { listCoupons } from "../../rewards/list.js";
import type { GetInput } from "./get.schema.js";

export async function getHandler({ ctx, input }: { ctx: CompanyContext; input: GetInput }) {
  const { cursor, limit, ...filter } = input;
  return listCoupons(ctx.db, ctx.company.id, "points", filter, { cursor, limit });
}
