import type { CompanyContext } from "../../trpc.js";
import type { AddLocationInput } from "./store.schema.js";
import { assertStoreOf, locationSelect } from "./stores.js";

export async function addLocationHandler({ ctx, input }: { ctx: CompanyContext; input: AddLocationInput }) {
  await assertStoreOf(ctx.db, ctx.company.id, input.storeId);
  return ctx.db.location.create({ data: input, select: locationSelect });
}
