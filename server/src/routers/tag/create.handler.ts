import type { CompanyContext } from "../../trpc.js";
import type { CreateTagInput } from "./tag.schema.js";
import { assertLabelFree, tagSelect } from "./tags.js";

export async function createHandler({ ctx, input }: { ctx: CompanyContext; input: CreateTagInput }) {
  await assertLabelFree(ctx.db, ctx.company.id, input.label);
  return ctx.db.transactionTag.create({ data: { ...input, companies: { create: { companyId: ctx.company.id } } }, select: tagSelect });
}
