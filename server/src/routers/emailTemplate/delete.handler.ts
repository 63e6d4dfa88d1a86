import type { CompanyContext } from "../../trpc.js";
import type { IdInput } from "./emailTemplate.schema.js";
import { assertTemplateOf } from "./templates.js";

export async function deleteHandler({ ctx, input }: { ctx: CompanyContext; input: IdInput }) {
  await assertTemplateOf(ctx.db, ctx.company.id, input.id);
  await ctx.db.emailTemplate.delete({ where: { id: input.id } });
  return { id: input.id };
}
