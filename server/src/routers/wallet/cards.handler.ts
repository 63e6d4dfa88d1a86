import type { WalletContext } from "../../wallet/procedure.js";
import { walletCards } from "../../wallet/view.js";

export function cardsHandler({ ctx }: { ctx: WalletContext }) {
  return walletCards(ctx.db, ctx.wallet.userId);
}
