import { listGifts } from "../../ledger/gifts.js";
import type { CompanyContext } from "../../trpc.js";
import type { GiftsGetInput } from "./giftsGet.schema.js";

export async function giftsGetHandler({ ctx, input }: { ctx: CompanyContext; input: GiftsGetInput }) {
  return listGifts(ctx.db, ctx.company.id, input.customerId);
}
