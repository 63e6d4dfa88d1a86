import type { WalletContext } from "../../wallet/procedure.js";
import { updateWalletProfile } from "../../wallet/account.js";
import type { UpdateProfileInput } from "./updateProfile.schema.js";

export function updateProfileHandler({ ctx, input }: { ctx: WalletContext; input: UpdateProfileInput }) {
  return updateWalletProfile(ctx.db, ctx.wallet.userId, input);
}
