import { ownerProcedure, router } from "../../trpc.js";
import { disableHandler } from "./disable.handler.js";
import { enableHandler } from "./enable.handler.js";
import { inviteHandler } from "./invite.handler.js";
import { inviteSchema } from "./invite.schema.js";
import { listHandler } from "./list.handler.js";
import { setAccessHandler } from "./setAccess.handler.js";
import { setAccessSchema } from "./setAccess.schema.js";
import { staffMemberIdSchema } from "./staffMemberId.schema.js";

// The shop's staff, managed by its owner.
export const staffRouter = router({
  list: ownerProcedure.query(listHandler),
  invite: ownerProcedure.input(inviteSchema).mutation(inviteHandler),
  disable: ownerProcedure.input(staffMemberIdSchema).mutation(disableHandler),
  enable: ownerProcedure.input(staffMemberIdSchema).mutation(enableHandler),
  // What each employee may use besides the counter (shared/staffAccess.ts).
  setAccess: ownerProcedure.input(setAccessSchema).mutation(setAccessHandler),
});
