import { TRPCError } from "@trpc/server";
import { storePasswordHash } from "../../auth/credentials.js";
import { hashPassword } from "../../auth/password.js";
import { acceptInTransaction, findOpenInvitation, invitationMessages } from "../../staff/invitations.js";
import type { Context } from "../../trpc.js";
import type { AcceptInput } from "./token.schema.js";

/**
 * Accepts an invitation. An existing account accepts only while signed in as the invited address; a new
 * person gets an account with the chosen password (the link proves the address) and then signs in.
 * The token is checked before any password is hashed.
 */
export async function acceptHandler({ ctx, input }: { ctx: Context; input: AcceptInput }) {
  const invitation = await findOpenInvitation(ctx.db, input.token);
  if (!invitation) throw new TRPCError({ code: "BAD_REQUEST", message: invitationMessages.invalid });
  const account = await ctx.db.user.findUnique({
    where: { email: invitation.email },
    select: { id: true, deletedAt: true, platformAdmin: true },
  });
  const result = { shopName: invitation.company.name, email: invitation.email };
  if (account) {
    if (ctx.user?.id !== account.id) throw new TRPCError({ code: "UNAUTHORIZED", message: invitationMessages.signInFirst });
    if (account.deletedAt || account.platformAdmin) throw new TRPCError({ code: "FORBIDDEN", message: invitationMessages.notAllowed });
    await ctx.db.$transaction((tx) => acceptInTransaction(tx, invitation, account.id));
    return { ...result, newAccount: false };
  }
  if (!input.password) throw new TRPCError({ code: "BAD_REQUEST", message: invitationMessages.passwordNeeded });
  const passwordHash = await hashPassword(input.password);
  await ctx.db.$transaction(async (tx) => {
    const user = await tx.user.create({
      data: { email: invitation.email, name: input.name ?? null, emailVerified: new Date() },
      select: { id: true },
    });
    await storePasswordHash(tx, user.id, passwordHash);
    await acceptInTransaction(tx, invitation, user.id);
  });
  return { ...result, newAccount: true };
}
