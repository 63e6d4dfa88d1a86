import type { CompanyContext } from "../../trpc.js";
import type { UpdateListInput } from "./emailList.schema.js";
import { findListOf, toList } from "./lists.js";

export async function updateHandler({ ctx, input }: { ctx: CompanyContext; input: UpdateListInput }) {
  const { id, ...data } = input;
  await findListOf(ctx.db, ctx.company.id, id);
  return toList(await ctx.db.emailList.update({ where: { id }, data }));
}
