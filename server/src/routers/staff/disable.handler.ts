import { TRPCError } from "@trpc/server";
import type { CompanyContext } from "../../trpc.js";
import type { StaffMemberIdInput } from "./staffMemberId.schema.js";
import { staffMemberInclude, toStaffMember } from "./staffMember.js";

/**
 * Disables an employee's membership of this shop only: findMembership ignores disabled employments, so
 * their next request to this shop is refused. Their sessions and their other shops are not touched: a
 * shop must never be able to sign a person out (they may work elsewhere, or own a shop themselves).
 */
export async function disableHandler({ ctx, input }: { ctx: CompanyContext; input: StaffMemberIdInput }) {
  const employee = await ctx.db.employee.findFirst({ where: { id: input.id, companyId: ctx.company.id } });
  if (!employee) throw new TRPCError({ code: "NOT_FOUND", message: "Το μέλος του προσωπικού δεν βρέθηκε." });
  if (employee.role === "OWNER" || employee.userId === ctx.user.id) {
    throw new TRPCError({ code: "FORBIDDEN", message: "Ο ιδιοκτήτης του καταστήματος δεν μπορεί να απενεργοποιηθεί." });
  }
  const updated = await ctx.db.employee.update({
    where: { id: employee.id },
    data: { disabledAt: employee.disabledAt ?? new Date() },
    include: staffMemberInclude,
  });
  return toStaffMember(updated);
}
