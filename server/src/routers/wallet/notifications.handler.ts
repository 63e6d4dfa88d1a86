import type { WalletContext } from "../../wallet/procedure.js";
import { walletNotifications } from "../../wallet/view.js";

export function notificationsHandler({ ctx }: { ctx: WalletContext }) {
  return walletNotifications(ctx.db, ctx.wallet.userId);
}
