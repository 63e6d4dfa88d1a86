import { TRPCError } from "@trpc/server";
import { findOpenInvitation, invitationMessages } from "../../staff/invitations.js";
import type { Context } from "../../trpc.js";
import type { PreviewInput } from "./token.schema.js";

/**
 * What the accept page shows to the holder of the link (the invited address): the shop, the address and
 * whether that address already has an account (then it accepts signed in, else it chooses a password).
 */
export async function previewHandler({ ctx, input }: { ctx: Context; input: PreviewInput }) {
  const invitation = await findOpenInvitation(ctx.db, input.token);
  if (!invitation) throw new TRPCError({ code: "BAD_REQUEST", message: invitationMessages.invalid });
  const account = await ctx.db.user.findUnique({ where: { email: invitation.email }, select: { id: true } });
  return {
    shopName: invitation.company.name,
    email: invitation.email,
    hasAccount: account !== null,
    signedInAsInvited: account !== null && ctx.user?.id === account.id,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}
