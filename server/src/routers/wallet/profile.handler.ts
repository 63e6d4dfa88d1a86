import type { WalletContext } from "../../wallet/procedure.js";
import { walletProfile } from "../../wallet/account.js";

export function profileHandler({ ctx }: { ctx: WalletContext }) {
  return walletProfile(ctx.db, ctx.wallet.userId);
}
