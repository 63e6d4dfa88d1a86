import type { WalletContext } from "../../wallet/procedure.js";
import { identityToken } from "../../wallet/identity.js";

export function identityTokenHandler({ ctx }: { ctx: WalletContext }) {
  return identityToken(ctx.env, ctx.wallet.userId);
}
