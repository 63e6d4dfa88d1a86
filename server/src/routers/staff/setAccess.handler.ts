import { TRPCError } from "@trpc/server";
import type { CompanyContext } from "../../trpc.js";
import type { SetAccessInput } from "./setAccess.schema.js";
import { staffMemberInclude, toStaffMember } from "./staffMember.js";

/**
 * Sets what an employee may use besides the counter. It holds from their next request: every request
 * reads the grant afresh (findMembership), so nothing needs to sign out.
 */
export async function setAccessHandler({ ctx, input }: { ctx: CompanyContext; input: SetAccessInput }) {
  // One conditional UPDATE: only an employee (never the owner) of this shop changes.
  const { count } = await ctx.db.employee.updateMany({
    where: { id: input.id, companyId: ctx.company.id, role: "EMPLOYEE" },
    data: { access: input.access },
  });
  if (count === 0) {
    const owner = await ctx.db.employee.findFirst({ where: { id: input.id, companyId: ctx.company.id, role: "OWNER" }, select: { id: true } });
    throw owner
      ? new TRPCError({ code: "BAD_REQUEST", message: "Ο ιδιοκτήτης έχει πάντα πρόσβαση σε όλα." })
      : new TRPCError({ code: "NOT_FOUND", message: "Το μέλος του προσωπικού δεν βρέθηκε." });
  }
  return toStaffMember(await ctx.db.employee.findUniqueOrThrow({ where: { id: input.id }, include: staffMemberInclude }));
}
