import type { WalletContext } from "../../wallet/procedure.js";
import { leaveShop } from "../../wallet/account.js";
import type { HistoryInput } from "./history.schema.js";

export async function leaveShopHandler({ ctx, input }: { ctx: WalletContext; input: HistoryInput }) {
  await leaveShop(ctx.db, ctx.wallet.userId, input.companyId);
  return { left: true };
}
