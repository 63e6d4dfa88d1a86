import { revokeUserSessions } from "../../auth/sessions.js";
import type { AuthedContext } from "../../trpc.js";

/** The person's own "sign out everywhere": every session of theirs ends, this one included. */
export async function signOutEverywhereHandler({ ctx }: { ctx: AuthedContext }) {
  return { endedSessions: await revokeUserSessions(ctx.db, ctx.user.id) };
}
