import type { AuthedContext } from "../../trpc.js";
import { removeAsset } from "./assets.js";
import type { RemoveInput } from "./mediaLibrary.schema.js";

/** The platform deletes an image of the shared library that no shop uses. */
export async function adminRemoveHandler({ ctx, input }: { ctx: AuthedContext; input: RemoveInput }) {
  return removeAsset(ctx, null, input.id);
}
