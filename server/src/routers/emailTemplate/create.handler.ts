import type { CompanyContext } from "../../trpc.js";
import type { CreateTemplateInput } from "./emailTemplate.schema.js";
import { toTemplate } from "./templates.js";

export async function createHandler({ ctx, input }: { ctx: CompanyContext; input: CreateTemplateInput }) {
  return toTemplate(await ctx.db.emailTemplate.create({ data: { ...input, companyId: ctx.company.id } }));
}
