import type { WalletContext } from "../../wallet/procedure.js";
import { walletHistory } from "../../wallet/view.js";
import type { HistoryInput } from "./history.schema.js";

export function historyHandler({ ctx, input }: { ctx: WalletContext; input: HistoryInput }) {
  return walletHistory(ctx.db, ctx.wallet.userId, input.companyId, input.offset);
}
