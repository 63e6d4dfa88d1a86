import type { AuthedContext } from "../../trpc.js";
import { listAssets } from "./assets.js";
import type { ListInput } from "./mediaLibrary.schema.js";

export async function adminGetHandler({ ctx, input }: { ctx: AuthedContext; input: ListInput }) {
  return listAssets(ctx.db, [null], input?.search);
}
