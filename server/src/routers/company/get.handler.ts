import { effectiveAccess } from "../../shared/staffAccess.js";
import type { CompanyContext } from "../../trpc.js";

/** The signed-in user's shop, with the user's role and access in it (the admin hides what they cannot use). Secrets (apiKey) stay on the server. */
export async function getHandler({ ctx }: { ctx: CompanyContext }) {
  const { apiKey: _apiKey, flags: _flags, createdAt, updatedAt, ...company } = ctx.company;
  return { ...company, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString(), role: ctx.employee.role, access: effectiveAccess(ctx.employee) };
}
