import type { WalletContext } from "../../wallet/procedure.js";
import { markNotificationsViewed } from "../../wallet/notifications.js";
import type { MarkViewedInput } from "./markViewed.schema.js";

export function markViewedHandler({ ctx, input }: { ctx: WalletContext; input: MarkViewedInput }) {
  return markNotificationsViewed(ctx.db, ctx.wallet.userId, input.ids);
}
