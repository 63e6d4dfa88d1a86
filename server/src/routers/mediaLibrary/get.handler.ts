import type { CompanyContext } from "../../trpc.js";
import { listAssets } from "./assets.js";
import type { ListInput } from "./mediaLibrary.schema.js";

/** The shop's own images and the platform's shared ones (flagged `shared`), newest first. */
export async function getHandler({ ctx, input }: { ctx: CompanyContext; input: ListInput }) {
  return listAssets(ctx.db, [ctx.company.id, null], input?.search);
}
