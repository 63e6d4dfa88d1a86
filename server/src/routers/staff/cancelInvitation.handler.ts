import { TRPCError } from "@trpc/server";
import { invitationMessages } from "../../staff/invitations.js";
import type { CompanyContext } from "../../trpc.js";
import type { InvitationIdInput } from "./invitationId.schema.js";

/** Withdraws an invitation not yet accepted: its link stops working. */
export async function cancelInvitationHandler({ ctx, input }: { ctx: CompanyContext; input: InvitationIdInput }) {
  const { count } = await ctx.db.staffInvitation.updateMany({
    where: { id: input.id, companyId: ctx.company.id, acceptedAt: null, cancelledAt: null },
    data: { cancelledAt: new Date() },
  });
  if (count !== 1) throw new TRPCError({ code: "NOT_FOUND", message: invitationMessages.notFound });
  return { id: input.id };
}
