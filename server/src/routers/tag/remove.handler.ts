import type { CompanyContext } from "../../trpc.js";
import type { IdInput } from "./tag.schema.js";
import { assertTagOf } from "./tags.js";

/** The tag leaves the shop's list; transactions tagged with it keep their label in the history. */
export async function removeHandler({ ctx, input }: { ctx: CompanyContext; input: IdInput }) {
  await assertTagOf(ctx.db, ctx.company.id, input.id);
  await ctx.db.companyTag.delete({ where: { companyId_tagId: { companyId: ctx.company.id, tagId: input.id } } });
  return { id: input.id };
}
