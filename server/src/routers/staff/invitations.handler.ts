import { toInvitation } from "../../staff/invitations.js";
import type { CompanyContext } from "../../trpc.js";

/** The shop's invitations not yet accepted or cancelled (pending or expired), newest first. */
export async function invitationsHandler({ ctx }: { ctx: CompanyContext }) {
  const invitations = await ctx.db.staffInvitation.findMany({
    where: { companyId: ctx.company.id, acceptedAt: null, cancelledAt: null },
    orderBy: { createdAt: "desc" },
  });
  return invitations.map(toInvitation);
}
