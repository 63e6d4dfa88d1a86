import type { CompanyContext } from "../../trpc.js";
import { listAssets } from "./assets.js";

/** The shop's own images and the platform's shared ones (flagged `shared`), newest first. */
export async function getHandler({ ctx }: { ctx: CompanyContext }) {
  return listAssets(ctx.db, [ctx.company.id, null]);
}
