import type { CompanyContext } from "../../trpc.js";
import type { IdInput } from "./store.schema.js";
import { assertStoreOf } from "./stores.js";

/** Its locations go with it; past transactions and stamps keep their rows, with no store. */
export async function deleteHandler({ ctx, input }: { ctx: CompanyContext; input: IdInput }) {
  await assertStoreOf(ctx.db, ctx.company.id, input.id);
  await ctx.db.store.delete({ where: { id: input.id } });
  return { id: input.id };
}
