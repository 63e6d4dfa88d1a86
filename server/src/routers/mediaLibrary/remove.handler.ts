import type { CompanyContext } from "../../trpc.js";
import { removeAsset } from "./assets.js";
import type { RemoveInput } from "./mediaLibrary.schema.js";

/** The owner deletes an image of the shop's library that nothing of the shop uses. */
export async function removeHandler({ ctx, input }: { ctx: CompanyContext; input: RemoveInput }) {
  return removeAsset(ctx, ctx.company.id, input.id);
}
