import { TRPCError } from "@trpc/server";
import type { CompanyContext } from "../../trpc.js";
import type { StaffMemberIdInput } from "./staffMemberId.schema.js";
import { staffMemberInclude, toStaffMember } from "./staffMember.js";

/** Re-enables a disabled employee; they sign in again as usual. */
export async function enableHandler({ ctx, input }: { ctx: CompanyContext; input: StaffMemberIdInput }) {
  const employee = await ctx.db.employee.findFirst({ where: { id: input.id, companyId: ctx.company.id }, select: { id: true } });
  if (!employee) throw new TRPCError({ code: "NOT_FOUND", message: "Το μέλος του προσωπικού δεν βρέθηκε." });
  const updated = await ctx.db.employee.update({ where: { id: employee.id }, data: { disabledAt: null }, include: staffMemberInclude });
  return toStaffMember(updated);
}
