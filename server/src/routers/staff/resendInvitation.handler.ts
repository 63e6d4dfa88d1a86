import { TRPCError } from "@trpc/server";
import { invitationMessages, inviteToStaff } from "../../staff/invitations.js";
import type { CompanyContext } from "../../trpc.js";
import type { InvitationIdInput } from "./invitationId.schema.js";

/** Sends a new link for an invitation not yet accepted; the old link stops working. */
export async function resendInvitationHandler({ ctx, input }: { ctx: CompanyContext; input: InvitationIdInput }) {
  const invitation = await ctx.db.staffInvitation.findFirst({
    where: { id: input.id, companyId: ctx.company.id, acceptedAt: null, cancelledAt: null },
    select: { email: true },
  });
  if (!invitation) throw new TRPCError({ code: "NOT_FOUND", message: invitationMessages.notFound });
  return inviteToStaff(ctx, ctx.company, invitation.email);
}
