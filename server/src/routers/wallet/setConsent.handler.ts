import type { WalletContext } from "../../wallet/procedure.js";
import { setConsent } from "../../wallet/account.js";
import type { SetConsentInput } from "./setConsent.schema.js";

export async function setConsentHandler({ ctx, input }: { ctx: WalletContext; input: SetConsentInput }) {
  await setConsent(ctx.db, ctx.wallet.userId, input);
  return { saved: true };
}
