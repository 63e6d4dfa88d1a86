import { ownerProcedure, router } from "../../trpc.js";
import { cancelInvitationHandler } from "./cancelInvitation.handler.js";
import { disableHandler } from "./disable.handler.js";
import { enableHandler } from "./enable.handler.js";
import { invitationIdSchema } from "./invitationId.schema.js";
import { invitationsHandler } from "./invitations.handler.js";
import { inviteHandler } from "./invite.handler.js";
import { inviteSchema } from "./invite.schema.js";
import { listHandler } from "./list.handler.js";
import { resendInvitationHandler } from "./resendInvitation.handler.js";
import { setAccessHandler } from "./setAccess.handler.js";
import { setAccessSchema } from "./setAccess.schema.js";
import { staffMemberIdSchema } from "./staffMemberId.schema.js";

// The shop's staff and its invitations, managed by its owner. Joining is the invited person's own
// step (invitation router).
export const staffRouter = router({
  list: ownerProcedure.query(listHandler),
  invite: ownerProcedure.input(inviteSchema).mutation(inviteHandler),
  invitations: ownerProcedure.query(invitationsHandler),
  resendInvitation: ownerProcedure.input(invitationIdSchema).mutation(resendInvitationHandler),
  cancelInvitation: ownerProcedure.input(invitationIdSchema).mutation(cancelInvitationHandler),
  disable: ownerProcedure.input(staffMemberIdSchema).mutation(disableHandler),
  enable: ownerProcedure.input(staffMemberIdSchema).mutation(enableHandler),
  // What each employee may use besides the counter (shared/staffAccess.ts).
  setAccess: ownerProcedure.input(setAccessSchema).mutation(setAccessHandler),
});
