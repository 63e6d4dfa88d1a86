import type { WalletContext } from "../../wallet/procedure.js";
import { walletNotifications } from "../../wallet/notifications.js";

export function notificationsHandler({ ctx }: { ctx: WalletContext }) {
  return walletNotifications(ctx.db, ctx.env, ctx.wallet.userId);
}
