import type { CompanyContext } from "../../trpc.js";
import type { KeyInput } from "./definition.schema.js";
import { findDefinition } from "./definitions.js";

/** The option and every customer's value of it. */
export async function deleteHandler({ ctx, input }: { ctx: CompanyContext; input: KeyInput }) {
  await findDefinition(ctx.db, ctx.company.id, input.key);
  await ctx.db.$transaction([
    ctx.db.customerField.deleteMany({ where: { key: input.key, customer: { companyId: ctx.company.id } } }),
    ctx.db.customOption.delete({ where: { companyId_key: { companyId: ctx.company.id, key: input.key } } }),
  ]);
  return { key: input.key };
}
