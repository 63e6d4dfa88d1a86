import type { CompanyContext } from "../../trpc.js";
import type { UpdateStoreInput } from "./store.schema.js";
import { assertStoreOf, storeSelect } from "./stores.js";

export async function updateHandler({ ctx, input }: { ctx: CompanyContext; input: UpdateStoreInput }) {
  const { id, ...data } = input;
  await assertStoreOf(ctx.db, ctx.company.id, id);
  return ctx.db.store.update({ where: { id }, data, select: storeSelect });
}
