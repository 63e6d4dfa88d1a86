import { TRPCError } from "@trpc/server";
import type { CompanyContext } from "../../trpc.js";
import type { CreateDefinitionInput } from "./definition.schema.js";
import { withIds } from "./definitions.js";

export async function createHandler({ ctx, input }: { ctx: CompanyContext; input: CreateDefinitionInput }) {
  const taken = await ctx.db.customOption.findUnique({ where: { companyId_key: { companyId: ctx.company.id, key: input.key } } });
  if (taken) throw new TRPCError({ code: "CONFLICT", message: "Υπάρχει ήδη επιλογή με αυτό το όνομα." });
  const options = withIds(input.options);
  const created = await ctx.db.customOption.create({ data: { companyId: ctx.company.id, key: input.key, type: input.type, options } });
  return { key: created.key, type: created.type, options };
}
