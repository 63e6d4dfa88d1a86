import { TRPCError } from "@trpc/server";
import { readPasswordHash, storePasswordHash } from "../../auth/credentials.js";
import { hashPassword, verifyPassword } from "../../auth/password.js";
import { revokeUserSessions } from "../../auth/sessions.js";
import type { AuthedContext } from "../../trpc.js";
import type { ChangePasswordInput } from "./changePassword.schema.js";

/**
 * Changes the signed-in user's password. Every other session of the user ends at once (a device that
 * knew the old password is signed out); the session making the change stays signed in.
 */
export async function changePasswordHandler({ ctx, input }: { ctx: AuthedContext; input: ChangePasswordInput }) {
  const current = await readPasswordHash(ctx.db, ctx.user.id);
  if (!current || !(await verifyPassword(current, input.currentPassword))) {
    throw new TRPCError({ code: "BAD_REQUEST", message: "Ο τρέχων κωδικός δεν είναι σωστός." });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const endedSessions = await ctx.db.$transaction(async (tx) => {
    await storePasswordHash(tx, ctx.user.id, passwordHash);
    return revokeUserSessions(tx, ctx.user.id, { except: ctx.user.sessionId });
  });
  return { endedSessions };
}
