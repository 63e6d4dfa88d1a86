import type { WalletContext } from "../../wallet/procedure.js";
import { deleteWalletAccount } from "../../wallet/account.js";
import { clearedWalletCookie } from "../../wallet/session.js";

/** `lost`: what the person held in all their shops, for the wallet's confirmation. */
export async function deleteAccountHandler({ ctx }: { ctx: WalletContext }) {
  const lost = await deleteWalletAccount(ctx.db, ctx.wallet.userId);
  ctx.setCookie(clearedWalletCookie(ctx.env));
  return { deleted: true, lost };
}
