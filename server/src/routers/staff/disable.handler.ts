import { TRPCError } from "@trpc/server";
import { revokeUserSessions } from "../../auth/sessions.js";
import type { CompanyContext } from "../../trpc.js";
import type { StaffMemberIdInput } from "./staffMemberId.schema.js";
import { staffMemberInclude, toStaffMember } from "./staffMember.js";

/**
 * Disables an employee: their sessions end at once, and findMembership ignores disabled employments,
 * so they are refused from their next request even if they sign in again.
 */
export async function disableHandler({ ctx, input }: { ctx: CompanyContext; input: StaffMemberIdInput }) {
  const employee = await ctx.db.employee.findFirst({ where: { id: input.id, companyId: ctx.company.id } });
  if (!employee) throw new TRPCError({ code: "NOT_FOUND", message: "Το μέλος του προσωπικού δεν βρέθηκε." });
  if (employee.role === "OWNER" || employee.userId === ctx.user.id) {
    throw new TRPCError({ code: "FORBIDDEN", message: "Ο ιδιοκτήτης του καταστήματος δεν μπορεί να απενεργοποιηθεί." });
  }
  return ctx.db.$transaction(async (tx) => {
    const updated = await tx.employee.update({
      where: { id: employee.id },
      data: { disabledAt: employee.disabledAt ?? new Date() },
      include: staffMemberInclude,
    });
    await revokeUserSessions(tx, employee.userId);
    return toStaffMember(updated);
  });
}
