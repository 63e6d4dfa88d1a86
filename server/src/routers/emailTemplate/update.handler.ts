import type { CompanyContext } from "../../trpc.js";
import type { UpdateTemplateInput } from "./emailTemplate.schema.js";
import { assertTemplateOf, templateData, toTemplate } from "./templates.js";

export async function updateHandler({ ctx, input }: { ctx: CompanyContext; input: UpdateTemplateInput }) {
  const { id, ...fields } = input;
  await assertTemplateOf(ctx.db, ctx.company.id, id);
  return toTemplate(await ctx.db.emailTemplate.update({ where: { id }, data: templateData(fields, ctx.company) }));
}
