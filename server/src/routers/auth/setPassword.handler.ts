import { TRPCError } from "@trpc/server";
import { storePasswordHash } from "../../auth/credentials.js";
import { hashPassword } from "../../auth/password.js";
import { revokeUserSessions } from "../../auth/sessions.js";
import { consumeSetPasswordToken, isSetPasswordTokenValid } from "../../auth/setPasswordToken.js";
import type { Context } from "../../trpc.js";
import type { SetPasswordInput } from "./setPassword.schema.js";

/**
 * Sets the password from an e-mailed set-password link (a reset asked for on the sign-in page, valid for an
 * hour; or a staff invitation sent before they became links to accept, valid for its 7 days): the link is
 * used up, the address counts as verified and every existing session of the user ends. The caller then
 * signs in with it.
 */
export async function setPasswordHandler({ ctx, input }: { ctx: Context; input: SetPasswordInput }) {
  // The token first: a request with a made-up token must cost a lookup, never a hash.
  if (!(await isSetPasswordTokenValid(ctx.db, input.email, input.token))) throw invalidLink();
  const passwordHash = await hashPassword(input.password);
  const done = await ctx.db.$transaction(async (tx) => {
    if (!(await consumeSetPasswordToken(tx, input.email, input.token))) return false;
    const user = await tx.user.findFirst({ where: { email: input.email, deletedAt: null }, select: { id: true, emailVerified: true } });
    if (!user) return false;
    await storePasswordHash(tx, user.id, passwordHash);
    if (!user.emailVerified) await tx.user.update({ where: { id: user.id }, data: { emailVerified: new Date() } });
    await revokeUserSessions(tx, user.id);
    return true;
  });
  if (!done) throw invalidLink();
  return { email: input.email };
}

const invalidLink = () =>
  new TRPCError({
    code: "BAD_REQUEST",
    message: "Ο σύνδεσμος δεν είναι έγκυρος ή έχει λήξει. Ζητήστε νέο σύνδεσμο από τη σελίδα σύνδεσης («Ξεχάσατε τον κωδικό;»).",
  });
