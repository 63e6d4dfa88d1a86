import type { CompanyContext } from "../../trpc.js";
import type { IdInput } from "./store.schema.js";
import { assertLocationOf } from "./stores.js";

export async function deleteLocationHandler({ ctx, input }: { ctx: CompanyContext; input: IdInput }) {
  await assertLocationOf(ctx.db, ctx.company.id, input.id);
  await ctx.db.location.delete({ where: { id: input.id } });
  return { id: input.id };
}
