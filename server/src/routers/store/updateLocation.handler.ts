import type { CompanyContext } from "../../trpc.js";
import type { UpdateLocationInput } from "./store.schema.js";
import { assertLocationOf, locationSelect } from "./stores.js";

export async function updateLocationHandler({ ctx, input }: { ctx: CompanyContext; input: UpdateLocationInput }) {
  const { id, ...data } = input;
  await assertLocationOf(ctx.db, ctx.company.id, id);
  return ctx.db.location.update({ where: { id }, data, select: locationSelect });
}
