import type { CompanyContext } from "../../trpc.js";
import type { CreateTemplateInput } from "./emailTemplate.schema.js";
import { templateData, toTemplate } from "./templates.js";

export async function createHandler({ ctx, input }: { ctx: CompanyContext; input: CreateTemplateInput }) {
  return toTemplate(await ctx.db.emailTemplate.create({ data: { ...templateData(input, ctx.company), companyId: ctx.company.id } }));
}
