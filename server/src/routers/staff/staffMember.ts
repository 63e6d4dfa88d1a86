import type { Employee, User } from "../../generated/prisma/client.js";
import { effectiveAccess } from "../../shared/staffAccess.js";

export const staffMemberInclude = { user: { select: { email: true, name: true } } } as const;

/** A member of the shop's staff as the owner's staff page shows it. */
export function toStaffMember(employee: Employee & { user: Pick<User, "email" | "name"> }) {
  return {
    id: employee.id,
    userId: employee.userId,
    email: employee.user.email,
    name: employee.user.name,
    role: employee.role,
    access: effectiveAccess(employee),
    disabledAt: employee.disabledAt?.toISOString() ?? null,
    createdAt: employee.createdAt.toISOString(),
  };
}
