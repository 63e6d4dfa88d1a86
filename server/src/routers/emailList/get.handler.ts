import type { CompanyContext } from "../../trpc.js";
import type { IdInput } from "./emailList.schema.js";
import { findListOf, toList } from "./lists.js";

export async function getHandler({ ctx, input }: { ctx: CompanyContext; input: IdInput }) {
  return toList(await findListOf(ctx.db, ctx.company.id, input.id));
}
