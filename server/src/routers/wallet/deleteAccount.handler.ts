import type { WalletContext } from "../../wallet/procedure.js";
import { deleteWalletAccount } from "../../wallet/account.js";
import { clearedWalletCookie } from "../../wallet/session.js";

export async function deleteAccountHandler({ ctx }: { ctx: WalletContext }) {
  await deleteWalletAccount(ctx.db, ctx.wallet.userId);
  ctx.setCookie(clearedWalletCookie(ctx.env));
  return { deleted: true };
}
