import { TRPCError } from "@trpc/server";
import type { CompanyContext } from "../../trpc.js";
import type { UpdateDefinitionInput } from "./definition.schema.js";
import { findDefinition, withIds, type Choice } from "./definitions.js";

/** Changes a list's choices; a choice left out goes, and so do the customers' values of it. */
export async function updateHandler({ ctx, input }: { ctx: CompanyContext; input: UpdateDefinitionInput }) {
  const definition = await findDefinition(ctx.db, ctx.company.id, input.key);
  if (definition.type === "BOOLEAN") {
    if (input.options.length > 0) throw new TRPCError({ code: "BAD_REQUEST", message: "Μια επιλογή ναι/όχι δεν έχει λίστα τιμών." });
    return { key: definition.key, type: definition.type, options: [] as Choice[] };
  }
  if (input.options.length === 0) throw new TRPCError({ code: "BAD_REQUEST", message: "Προσθέστε τουλάχιστον μία επιλογή." });
  const options = withIds(input.options);
  await ctx.db.$transaction(async (tx) => {
    await tx.customOption.update({ where: { companyId_key: { companyId: ctx.company.id, key: input.key } }, data: { options } });
    await tx.customerField.deleteMany({
      where: { key: input.key, value: { notIn: options.map((option) => option.id) }, customer: { companyId: ctx.company.id } },
    });
  });
  return { key: definition.key, type: definition.type, options };
}
