import type { WalletContext } from "../../wallet/procedure.js";
import { leaveShop } from "../../wallet/account.js";
import type { LeaveShopInput } from "./leaveShop.schema.js";

/** `lost`: what the person held at the shop, for the wallet's confirmation. */
export async function leaveShopHandler({ ctx, input }: { ctx: WalletContext; input: LeaveShopInput }) {
  return { left: true, lost: await leaveShop(ctx.db, ctx.wallet.userId, input.companyId) };
}
