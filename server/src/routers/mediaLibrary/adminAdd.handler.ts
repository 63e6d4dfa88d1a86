import type { AuthedContext } from "../../trpc.js";
import type { AddInput } from "./mediaLibrary.schema.js";
import { addAsset } from "./assets.js";

export async function adminAddHandler({ ctx, input }: { ctx: AuthedContext; input: AddInput }) {
  return addAsset(ctx.db, ctx.env, null, input);
}
