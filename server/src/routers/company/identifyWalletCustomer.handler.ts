import { TRPCError } from "@trpc/server";
import type { CompanyContext } from "../../trpc.js";
import { verifyIdentityToken } from "../../wallet/identity.js";
import type { IdentifyWalletCustomerInput } from "./identifyWalletCustomer.schema.js";

/**
 * The phone behind the QR code a customer shows from the wallet, for the counter's phone field. Only the
 * phone is answered (the shop learns nothing of the person's other shops); a new customer of this shop
 * is made by the purchase, as when the phone is typed.
 */
export async function identifyWalletCustomerHandler({ ctx, input }: { ctx: CompanyContext; input: IdentifyWalletCustomerInput }) {
  const userId = verifyIdentityToken(ctx.env, input.token);
  const user = userId ? await ctx.db.user.findFirst({ where: { id: userId, deletedAt: null, phone: { not: null } }, select: { phone: true } }) : null;
  if (!user?.phone) throw new TRPCError({ code: "NOT_FOUND", message: "Ο κωδικός QR έληξε ή δεν ισχύει. Ζητήστε από τον πελάτη να τον ανανεώσει." });
  return { phone: user.phone };
}
