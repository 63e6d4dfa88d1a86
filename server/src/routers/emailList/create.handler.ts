import type { CompanyContext } from "../../trpc.js";
import type { CreateListInput } from "./emailList.schema.js";
import { toList } from "./lists.js";

export async function createHandler({ ctx, input }: { ctx: CompanyContext; input: CreateListInput }) {
  return toList(await ctx.db.emailList.create({ data: { companyId: ctx.company.id, title: input.title, emails: input.emails ?? [] } }));
}
