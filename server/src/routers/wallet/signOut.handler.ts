import type { WalletContext } from "../../wallet/procedure.js";
import { clearedWalletCookie } from "../../wallet/session.js";

export async function signOutHandler({ ctx }: { ctx: WalletContext }) {
  await ctx.db.walletSession.deleteMany({ where: { id: ctx.wallet.sessionId } });
  ctx.setCookie(clearedWalletCookie(ctx.env));
  return { signedOut: true };
}
