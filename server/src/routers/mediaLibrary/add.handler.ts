import type { CompanyContext } from "../../trpc.js";
import type { AddInput } from "./mediaLibrary.schema.js";
import { addAsset } from "./assets.js";

export async function addHandler({ ctx, input }: { ctx: CompanyContext; input: AddInput }) {
  return addAsset(ctx.db, ctx.env, ctx.company.id, input);
}
