import { TRPCError } from "@trpc/server";
import { storePasswordHash } from "../../auth/credentials.js";
import { hashPassword } from "../../auth/password.js";
import { revokeUserSessions } from "../../auth/sessions.js";
import { consumeSetPasswordToken } from "../../auth/setPasswordToken.js";
import type { Context } from "../../trpc.js";
import type { SetPasswordInput } from "./setPassword.schema.js";

/**
 * Sets the password from an e-mailed link (staff invitation): the link is used up, the address counts
 * as verified and every existing session of the user ends. The caller then signs in with it.
 */
export async function setPasswordHandler({ ctx, input }: { ctx: Context; input: SetPasswordInput }) {
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
  if (!done) throw new TRPCError({ code: "BAD_REQUEST", message: "Ο σύνδεσμος δεν είναι έγκυρος ή έχει λήξει. Ζητήστε νέα πρόσκληση." });
  return { email: input.email };
}
