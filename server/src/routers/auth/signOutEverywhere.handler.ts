import { revokeUserSessions } from "../../auth/sessions.js";
import type { AuthedContext } from "../../trpc.js";

/**
 * The person's own "sign out everywhere else": every other session of theirs ends at once (a lost phone,
 * a shared computer); this one stays, and signs out as usual.
 */
export async function signOutEverywhereHandler({ ctx }: { ctx: AuthedContext }) {
  return { endedSessions: await revokeUserSessions(ctx.db, ctx.user.id, { except: ctx.user.sessionId }) };
}
