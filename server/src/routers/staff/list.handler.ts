import type { CompanyContext } from "../../trpc.js";
import { staffMemberInclude, toStaffMember } from "./staffMember.js";

/** The shop's owner and employees, the owner first, then by the date they joined. */
export async function listHandler({ ctx }: { ctx: CompanyContext }) {
  const employees = await ctx.db.employee.findMany({
    where: { companyId: ctx.company.id },
    orderBy: [{ role: "asc" }, { createdAt: "asc" }],
    include: staffMemberInclude,
  });
  return employees.map(toStaffMember);
}
