import { inviteToStaff } from "../../staff/invitations.js";
import type { CompanyContext } from "../../trpc.js";
import type { InviteInput } from "./invite.schema.js";

/** Invites an address to the shop's staff: a pending invitation, mailed; the person joins by accepting. */
export function inviteHandler({ ctx, input }: { ctx: CompanyContext; input: InviteInput }) {
  return inviteToStaff(ctx, ctx.company, input.email);
}
