import { authedProcedure, passwordCalls, publicProcedure, router } from "../../trpc.js";
import { changePasswordHandler } from "./changePassword.handler.js";
import { changePasswordSchema } from "./changePassword.schema.js";
import { requestPasswordResetHandler } from "./requestPasswordReset.handler.js";
import { requestPasswordResetSchema } from "./requestPasswordReset.schema.js";
import { setPasswordHandler } from "./setPassword.handler.js";
import { setPasswordSchema } from "./setPassword.schema.js";
import { signOutEverywhereHandler } from "./signOutEverywhere.handler.js";

export const authRouter = router({
  // The session as the SPA reads it (user.id), or null when signed out.
  getSession: publicProcedure.query(({ ctx }) =>
    ctx.user ? { user: { id: ctx.user.id, email: ctx.user.email, name: ctx.user.name, platformAdmin: ctx.user.platformAdmin } } : null,
  ),
  // «Ξεχάσατε τον κωδικό;»: a link to /auth/set-password by e-mail, the same answer for every address.
  requestPasswordReset: publicProcedure.input(requestPasswordResetSchema).mutation(requestPasswordResetHandler),
  setPassword: publicProcedure.input(setPasswordSchema).use(passwordCalls).mutation(setPasswordHandler),
  changePassword: authedProcedure.input(changePasswordSchema).use(passwordCalls).mutation(changePasswordHandler),
  signOutEverywhere: authedProcedure.mutation(signOutEverywhereHandler),
});
