import type { CompanyContext } from "../../trpc.js";
import type { UpdateTagInput } from "./tag.schema.js";
import { assertLabelFree, assertTagOf, tagSelect } from "./tags.js";

/** Renaming a tag renames it on the shop's past transactions too (they point to the same row). */
export async function updateHandler({ ctx, input }: { ctx: CompanyContext; input: UpdateTagInput }) {
  const { id, ...data } = input;
  await assertTagOf(ctx.db, ctx.company.id, id);
  await assertLabelFree(ctx.db, ctx.company.id, data.label, id);
  return ctx.db.transactionTag.update({ where: { id }, data, select: tagSelect });
}
