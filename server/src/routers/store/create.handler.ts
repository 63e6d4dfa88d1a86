import type { CompanyContext } from "../../trpc.js";
import type { CreateStoreInput } from "./store.schema.js";
import { storeSelect } from "./stores.js";

export async function createHandler({ ctx, input }: { ctx: CompanyContext; input: CreateStoreInput }) {
  return ctx.db.store.create({ data: { ...input, companyId: ctx.company.id }, select: storeSelect });
}
