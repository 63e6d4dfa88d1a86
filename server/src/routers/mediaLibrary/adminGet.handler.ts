import type { AuthedContext } from "../../trpc.js";
import { listAssets } from "./assets.js";

export async function adminGetHandler({ ctx }: { ctx: AuthedContext }) {
  return listAssets(ctx.db, [null]);
}
