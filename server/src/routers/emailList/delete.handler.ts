import type { CompanyContext } from "../../trpc.js";
import type { IdInput } from "./emailList.schema.js";
import { findListOf } from "./lists.js";

export async function deleteHandler({ ctx, input }: { ctx: CompanyContext; input: IdInput }) {
  await findListOf(ctx.db, ctx.company.id, input.id);
  await ctx.db.emailList.delete({ where: { id: input.id } });
  return { id: input.id };
}
