import { passwordCalls, publicProcedure, router } from "../../trpc.js";
import { acceptHandler } from "./accept.handler.js";
import { previewHandler } from "./preview.handler.js";
import { acceptSchema, previewSchema } from "./token.schema.js";

// The invited person's side of a staff invitation, reached through the e-mailed link.
export const invitationRouter = router({
  preview: publicProcedure.input(previewSchema).query(previewHandler),
  accept: publicProcedure.input(acceptSchema).use(passwordCalls).mutation(acceptHandler),
});
